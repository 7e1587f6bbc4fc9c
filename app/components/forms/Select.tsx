import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { FieldErrors, FieldLabel } from "./Field";

export type SelectOption = { value: string; label: string };

/**
 * A labelled select with its messages under it. The choice shown first is the one last sent, else
 * `defaultValue` — or, given a function, whatever it makes of the value last sent.
 */
export function Select({
  meta,
  label,
  options,
  defaultValue,
  autoComplete,
  inRow = false,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  options: readonly SelectOption[];
  defaultValue?: string | ((submitted: string | undefined) => string);
  autoComplete?: string;
  /** Laid out like a text field's input (in a row that can take a button beside it). */
  inRow?: boolean;
}) {
  const {
    key,
    defaultValue: submittedValue,
    ...props
  } = getSelectProps(meta as FieldMetadata<string>, { ariaAttributes: true });
  const submitted = typeof submittedValue === "string" ? submittedValue : undefined;
  const initial = typeof defaultValue === "function" ? defaultValue(submitted) : (submittedValue ?? defaultValue);
  const select = (
    <select
      {...props}
      key={key}
      defaultValue={initial}
      autoComplete={autoComplete}
      className={inRow ? "field__input" : "field__input select"}
    >
      {options.map((option, index) => (
        <option key={`${index}-${option.value}`} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return (
    <div className="field">
      <FieldLabel meta={meta} label={label} />
      {inRow ? <div className="field__row">{select}</div> : select}
      <FieldErrors meta={meta} />
    </div>
  );
}
