import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { renderMessage } from "~/lib/forms/messages";

/**
 * A form's own messages (not a field's), as an alert; the element stays when there are none, so the
 * form's aria-describedby always points at something. `after` adds to a message (a link to the fix).
 */
export function ErrorList({
  errors,
  id,
  ns,
  after,
}: {
  errors: string[] | undefined;
  id: string;
  ns?: string;
  after?: (error: string) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  if (!errors?.length) return <div id={id} />;
  return (
    <div id={id} className="form-alert" role="alert">
      {errors.map((error) => (
        <p key={error}>
          {renderMessage(t, error)}
          {after?.(error)}
        </p>
      ))}
    </div>
  );
}
