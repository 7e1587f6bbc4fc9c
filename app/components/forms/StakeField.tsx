import type { ChangeEventHandler } from "react";
import { useTranslation } from "react-i18next";
import { renderMessage } from "~/lib/forms/messages";

/**
 * The stake a member types on a betting form (ADR 0072), one field for every engine: the sports slip's stakes (an
 * amount, "decimal"), the arena's stake, the lottery ticket's points (a count of the unit stake, "numeric"). A plain
 * input, not conform's props: the slip names its stakes per selection, and every form must work without JavaScript
 * and in a text browser (the input is the form's own field, never tied by a form= attribute, ADR 0067). The hint
 * says the limits before any submit; the messages under it are announced as they change.
 */
export function StakeField({
  id,
  name,
  label,
  hint,
  hintId = `${id}-hint`,
  errors,
  errorId,
  defaultValue,
  inputMode = "decimal",
  maxLength,
  className,
  inputClassName,
  say,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  /** The limits in words (min to max), shown under the input. */
  hint?: string;
  hintId?: string;
  errors: readonly string[] | undefined;
  errorId: string;
  defaultValue: string;
  /** "decimal" for an amount of money, "numeric" for a count. */
  inputMode?: "decimal" | "numeric";
  maxLength: number;
  /** The field's own class beside "field" (the slip's "slip-stake"). */
  className?: string;
  /** The input's own class beside "field__input". */
  inputClassName?: string;
  /** Words a message where the page has its own texts; else the site's catalogue. */
  say?: (message: string) => string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={inputClassName ? `field__input ${inputClassName}` : "field__input"}
        inputMode={inputMode}
        autoComplete="off"
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={hint ? `${hintId} ${errorId}` : errorId}
        onChange={onChange}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div id={errorId} className="field__error" aria-live="polite">
        {errors?.map((error) => (
          <p key={error}>{say ? say(error) : renderMessage(t, error)}</p>
        ))}
      </div>
    </div>
  );
}
