import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IconClose } from "~/components/ui/Icons";

/**
 * A modal addressed by URL (ADR 0003): rendered open by the server, closed by a link to the URL
 * without the modal. With JavaScript it becomes a true modal dialog (focus kept inside) and
 * Escape or a click on the backdrop closes it.
 */
export function Modal({
  id,
  title,
  closeHref,
  size = "modal",
  children,
}: {
  id: string;
  title: string;
  /** Null when the modal cannot be closed (a forced password change). */
  closeHref: string | null;
  /** SPEC §9: a modal is 600 wide, a dialog 400. */
  size?: "modal" | "dialog" | "wide";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialog = useModalDialog(() => {
    if (closeHref) navigate(closeHref, { preventScrollReset: true });
  }, true);

  const titleId = `${id}-title`;
  return (
    <>
      {closeHref ? (
        <Link to={closeHref} className="modal-backdrop" preventScrollReset tabIndex={-1} aria-hidden="true" />
      ) : (
        <div className="modal-backdrop" aria-hidden="true" />
      )}
      <dialog ref={dialog} open id={id} className={`modal modal--${size}`} aria-labelledby={titleId}>
        <div className="modal__panel">
          <div className="modal__head">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {closeHref ? (
              <Link to={closeHref} className="icon-button modal__close" preventScrollReset title={t("modal.close")}>
                <IconClose />
                <span className="visually-hidden">{t("modal.close")}</span>
              </Link>
            ) : null}
          </div>
          <div className="modal__body">{children}</div>
        </div>
      </dialog>
    </>
  );
}

/**
 * A dialog the server renders open, turned into a true modal once the page runs (focus kept inside):
 * Escape, and a click on the backdrop when asked, call `close` (which navigates; the dialog never
 * closes itself, so the URL stays the truth).
 */
export function useModalDialog(close: () => void, closeOnBackdrop = false) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The listeners below outlive a render; they call the `close` of the latest one.
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.matches(":modal")) {
      element.close();
      element.showModal();
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current();
    };
    const onClick = (event: MouseEvent) => {
      if (closeOnBackdrop && event.target === element) latest.current();
    };
    element.addEventListener("cancel", onCancel);
    element.addEventListener("click", onClick);
    return () => {
      element.removeEventListener("cancel", onCancel);
      element.removeEventListener("click", onClick);
    };
  }, [closeOnBackdrop]);
  return dialog;
}
