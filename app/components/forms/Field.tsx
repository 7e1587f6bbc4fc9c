import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { renderMessage } from "~/lib/forms/messages";

/** A field's messages under it, announced as they change; `say` words them where a page has its own texts. */
export function FieldErrors({ meta, say }: { meta: FieldMetadata<unknown>; say?: (message: string) => string }) {
  const { t } = useTranslation();
  return (
    <div id={meta.errorId} className="field__error" aria-live="polite">
      {meta.errors?.map((error) => (
        <p key={error}>{say ? say(error) : renderMessage(t, error)}</p>
      ))}
    </div>
  );
}

/** A field's label; a required field says so. */
export function FieldLabel({ meta, label }: { meta: FieldMetadata<unknown>; label: ReactNode }) {
  return (
    <label htmlFor={meta.id} className="field__label">
      {label}
      {meta.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

/** A labelled input with its messages under it (SPEC §8 "message under each field"). */
export function Field({
  meta,
  label,
  type = "text",
  autoComplete,
  defaultValue,
  inputMode,
  maxLength,
  hint,
  children,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  type?: "text" | "password" | "email" | "tel" | "date";
  autoComplete?: string;
  defaultValue?: string;
  inputMode?: "numeric" | "decimal" | "tel" | "email" | "text";
  maxLength?: number;
  /** The field's rule in words, shown under it before any submit (ADR 0068). */
  hint?: string;
  /** Beside the input (the SMS button, the captcha image). */
  children?: ReactNode;
}) {
  const hintId = hint ? meta.descriptionId : undefined;
  const props = getInputProps(meta as FieldMetadata<string>, {
    type: type === "password" ? "password" : type,
    ariaAttributes: true,
    ariaDescribedBy: hintId,
  });
  const initial = props.defaultValue ?? defaultValue;
  const input =
    type === "password" ? (
      <PasswordInput {...props} defaultValue={initial} autoComplete={autoComplete} maxLength={maxLength} />
    ) : (
      <input
        {...props}
        key={props.key}
        defaultValue={initial}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        className="field__input"
      />
    );
  return (
    <div className="field">
      <FieldLabel meta={meta} label={label} />
      <div className="field__row">
        {input}
        {children}
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors meta={meta} />
    </div>
  );
}

/** A password input; with JavaScript a button shows or hides it (SPEC §4 visibility toggles). */
function PasswordInput(props: InputHTMLAttributes<HTMLInputElement> & { key?: string }) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const { key, ...rest } = props;
  return (
    <>
      <input {...rest} key={key} type={visible ? "text" : "password"} className="field__input" />
      {hydrated ? (
        <button
          type="button"
          className="btn btn--ghost btn--small field__toggle"
          aria-pressed={visible}
          onClick={() => setVisible((on) => !on)}
        >
          {visible ? t("hidePassword") : t("showPassword")}
        </button>
      ) : null}
    </>
  );
}
