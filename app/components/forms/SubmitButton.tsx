import { useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";

/**
 * True while a form is on its way to an action `action` accepts; with `intent`, only that button's
 * form (pending state; no double submission).
 */
export function useFormPending(action: (formAction: string) => boolean, intent?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state === "idle" || !navigation.formAction || !action(navigation.formAction)) return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}

/** A form's submit button, named by its intent; disabled and marked busy while `pending`. */
export function SubmitButton({
  intent,
  pending,
  className = "btn btn--gold",
  disabled = false,
  children,
  ...rest
}: { intent?: string; pending: boolean; className?: string; disabled?: boolean; children: ReactNode } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "type" | "name" | "value"
>) {
  // With no intent to send and a label of words, an <input>: lynx prints a <button> without a value as
  // "(BUTTON) Search" (ADR 0067). A button with an intent keeps it as its value.
  if (!intent && typeof children === "string") {
    const { id, form, title, "aria-label": ariaLabel, "aria-describedby": describedBy } = rest;
    return (
      <input
        type="submit"
        id={id}
        form={form}
        title={title}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        value={children}
        className={className}
        disabled={disabled || pending}
        aria-busy={pending}
      />
    );
  }
  return (
    <button
      {...rest}
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      className={className}
      disabled={disabled || pending}
      aria-busy={pending}
    >
      {children}
    </button>
  );
}
