import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { Place } from "~/lib/shell/urls";
import { Modal } from "./Modal";

// The dialog hydrates with the page (Escape, backdrop); the list and its measuring code arrive when the
// modal opens, so pages without it do not carry them (ADR 0027).
const DomainSpeeds = lazy(() => import("./DomainSpeeds").then((m) => ({ default: m.DomainSpeeds })));

/** Domain speed test (SPEC §4, §9). */
export function SpeedTestModal({ mirrors, place, closeHref }: { mirrors: string[]; place: Place; closeHref: string }) {
  const { t } = useTranslation("speedTest");
  return (
    <Modal id="modal-speedTest" title={t("title")} closeHref={closeHref}>
      <Suspense fallback={null}>
        <DomainSpeeds mirrors={mirrors} place={place} />
      </Suspense>
    </Modal>
  );
}
