import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import type { ReactNode, RefObject } from "react";
import { useModalDialog } from "./Modal";

/**
 * The review before a bet or a ticket is placed (the lottery, the sportsbook, the arena): rendered by the server
 * after the first POST as an open dialog in the page; with JavaScript it becomes a modal dialog and Escape goes back
 * to the page as it was. `children` gets that page's address (for the change link) and whether `intent` is on
 * its way (for the place button's pending state).
 */
export function ReviewStep({
  id,
  title,
  intent,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  intent: string;
  className?: string;
  children: (step: { back: string; pending: boolean }) => ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const back = `${location.pathname}${location.search}`;
  const dialog = useModalDialog(() => navigate(back, { replace: true, preventScrollReset: true }));
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <StepDialog dialog={dialog} id={id} title={title} className={className}>
      {children({ back, pending })}
    </StepDialog>
  );
}

/**
 * The frame of every confirmation step (a review, a money form's confirmation, a contract's): an open dialog in the
 * server's page, titled `<id>-title` and, with `summarised`, described by `<id>-summary`; `dialog` is
 * useModalDialog's ref, which makes it modal with JavaScript.
 */
export function StepDialog({
  dialog,
  id,
  title,
  className,
  summarised = false,
  domId,
  children,
}: {
  dialog: RefObject<HTMLDialogElement>;
  id: string;
  title: ReactNode;
  className?: string;
  summarised?: boolean;
  domId?: string;
  children: ReactNode;
}) {
  return (
    <dialog
      ref={dialog}
      open
      className={`modal modal--dialog confirm-step${className ? ` ${className}` : ""}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={summarised ? `${id}-summary` : undefined}
      id={domId}
    >
      <div className="modal__panel">
        <div className="modal__head">
          <h3 id={`${id}-title`} className="modal__title">
            {title}
          </h3>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  );
}
