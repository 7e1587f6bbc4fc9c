import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { AnnouncementModal as AnnouncementData } from "~/lib/shell/modals.server";
import type { Place } from "~/lib/shell/urls";
import { Modal } from "./Modal";

// The dialog hydrates with the page (Escape, backdrop); the notices inside stay the server's HTML until
// their code arrives, so pages without the modal open do not carry it (ADR 0027).
const Announcements = lazy(() => import("./Announcements").then((m) => ({ default: m.Announcements })));

/** SPEC §2.5: announcements, 9 titles per page, the chosen one's HTML beside them. */
export function AnnouncementModal({
  data,
  place,
  closeHref,
}: {
  data: AnnouncementData;
  place: Place;
  closeHref: string;
}) {
  const { t } = useTranslation("announcement");
  return (
    <Modal id="modal-announcement" title={t("title")} closeHref={closeHref} size="wide">
      <Suspense fallback={null}>
        <Announcements data={data} place={place} />
      </Suspense>
    </Modal>
  );
}
