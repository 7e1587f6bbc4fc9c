import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconWifiOff } from "~/components/ui/Icons";
import type { ModalData } from "~/lib/modals.server";
import type { ShellData } from "~/lib/root.server";
import { closeModalHref, hrefWith, type Place } from "~/lib/urls";
import { AnnouncementModal } from "./AnnouncementModal";
import { AuthModal } from "./AuthModal";
import { DownloadPanel } from "./DownloadPanel";
import { Modal } from "./Modal";
import { SpeedTestModal } from "./SpeedTestModal";

const TITLE_KEYS: Record<ModalData["name"], string> = {
  login: "auth:loginTitle",
  register: "auth:registerTitle",
  announcement: "announcement:title",
  download: "download:title",
  speedTest: "speedTest:title",
};

/** The modal named by ?modal= over the page. */
export function ModalHost({ modal, shell, place }: { modal: ModalData; shell: ShellData; place: Place }) {
  const { t } = useTranslation();
  const closeHref = closeModalHref(place);
  if ("failed" in modal) {
    return (
      <Modal id={`modal-${modal.name}`} title={t(TITLE_KEYS[modal.name])} closeHref={closeHref} size="dialog">
        <EmptyState icon={<IconWifiOff />} title={t("errors.modalFailed")} text={t("errors.tryAgain")}>
          <Link to={hrefWith(place, {})} className="btn btn--gold" reloadDocument>
            {t("errors.retry")}
          </Link>
        </EmptyState>
      </Modal>
    );
  }
  switch (modal.name) {
    case "login":
    case "register":
      return (
        <AuthModal kind={modal.name} freePlay={modal.freePlay} directRegister={shell.toggles.directRegister} place={place} closeHref={closeHref} />
      );
    case "announcement":
      return <AnnouncementModal data={modal} place={place} closeHref={closeHref} />;
    case "download":
      return (
        <Modal id="modal-download" title={t("download:title")} closeHref={closeHref}>
          <DownloadPanel data={modal} place={place} />
        </Modal>
      );
    case "speedTest":
      return <SpeedTestModal key={hrefWith(place, {})} measured={modal.measured} domains={modal.domains} place={place} closeHref={closeHref} />;
  }
}
