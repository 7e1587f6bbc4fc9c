import { Link } from "@remix-run/react";
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconWifiOff } from "~/components/ui/Icons";
import type { ModalData } from "~/lib/shell/modals.server";
import type { ShellData } from "~/lib/shell/root.server";
import { closeModalHref, hrefWith, type Place } from "~/lib/shell/urls";
import { AnnouncementModal } from "./AnnouncementModal";
// The account forms (conform, zod, the registration rules) are fetched only when one of them opens,
// so a first visit to a page without an open account modal does not download them. A form rendered
// open by the server stays usable while its code loads (React keeps the server's HTML until then).
const accountModals = () => import("./AccountModals");
const AuthModal = lazy(() => import("./AuthModal").then((m) => ({ default: m.AuthModal })));
const ForgotPasswordModal = lazy(() => accountModals().then((m) => ({ default: m.ForgotPasswordModal })));
const ChangePasswordModal = lazy(() => accountModals().then((m) => ({ default: m.ChangePasswordModal })));
const LogoutModal = lazy(() => accountModals().then((m) => ({ default: m.LogoutModal })));
const VerifyNewIpModal = lazy(() => accountModals().then((m) => ({ default: m.VerifyNewIpModal })));
const MessageModal = lazy(() => accountModals().then((m) => ({ default: m.MessageModal })));
const LoginTicketModal = lazy(() => accountModals().then((m) => ({ default: m.LoginTicketModal })));
// The download panel's content too: its dialog (Escape, backdrop) hydrates with the page, the QR codes
// and links inside stay the server's HTML until their code arrives.
const DownloadPanel = lazy(() => import("./DownloadPanel").then((m) => ({ default: m.DownloadPanel })));
import { Modal } from "./Modal";
import { SpeedTestModal } from "./SpeedTestModal";

const TITLE_KEYS: Record<ModalData["name"], string> = {
  login: "auth:loginTitle",
  register: "auth:registerTitle",
  announcement: "announcement:title",
  download: "download:title",
  speedTest: "speedTest:title",
  forgotPassword: "auth:forgotPassword",
  changePassword: "auth:changePassword",
  logout: "auth:popupPrompt",
  verifyNewIp: "auth:verifyNewIpTitle",
  needTrueAccount: "auth:warning",
  registered: "auth:registeredTitle",
  welcome: "auth:welcomeTitle",
  passwordEmailed: "auth:popupPrompt",
  passwordReset: "auth:popupPrompt",
  passwordChanged: "auth:popupPrompt",
  formExpired: "auth:warning",
  loginTicket: "auth:loginTicketTitle",
};

/** The modal named by ?modal= over the page. */
export function ModalHost(props: { modal: ModalData; shell: ShellData; place: Place }) {
  const modal = <OpenModal {...props} />;
  // Only the lazily loaded account forms sit behind a Suspense boundary: the page's own modals hydrate
  // with the page, so Escape and the backdrop work from the first moment.
  return PAGE_MODALS.has(props.modal.name) || "failed" in props.modal ? (
    modal
  ) : (
    <Suspense fallback={null}>{modal}</Suspense>
  );
}

const PAGE_MODALS: ReadonlySet<ModalData["name"]> = new Set(["announcement", "download", "speedTest"]);

function OpenModal({ modal, place }: { modal: ModalData; shell: ShellData; place: Place }): ReactNode {
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
      return <AuthModal modal={modal} place={place} closeHref={closeHref} />;
    case "forgotPassword":
      return (
        <ForgotPasswordModal
          by={modal.by}
          byPhone={modal.byPhone}
          passwordBounds={modal.passwordBounds}
          place={place}
          closeHref={closeHref}
        />
      );
    case "changePassword":
      return (
        <ChangePasswordModal
          forced={modal.forced}
          passwordBounds={modal.passwordBounds}
          place={place}
          closeHref={closeHref}
        />
      );
    case "logout":
      return <LogoutModal place={place} closeHref={closeHref} />;
    case "verifyNewIp":
      return (
        <VerifyNewIpModal
          channel={modal.channel}
          target={modal.target}
          options={modal.options}
          place={place}
          closeHref={closeHref}
        />
      );
    case "needTrueAccount":
    case "registered":
    case "welcome":
    case "passwordEmailed":
    case "passwordReset":
    case "passwordChanged":
    case "formExpired":
      return <MessageModal name={modal.name} account={modal.account} place={place} closeHref={closeHref} />;
    case "announcement":
      return <AnnouncementModal data={modal} place={place} closeHref={closeHref} />;
    case "download":
      return (
        <Modal id="modal-download" title={t("download:title")} closeHref={closeHref}>
          <Suspense fallback={null}>
            <DownloadPanel data={modal} place={place} />
          </Suspense>
        </Modal>
      );
    case "loginTicket":
      return <LoginTicketModal modal={modal} place={place} closeHref="/" />;
    case "speedTest":
      return <SpeedTestModal key={hrefWith(place, {})} mirrors={modal.mirrors} place={place} closeHref={closeHref} />;
  }
}
