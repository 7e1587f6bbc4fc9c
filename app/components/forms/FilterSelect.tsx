import type { SelectOption } from "./Select";

/**
 * A labelled select of a plain GET filter form (lists in the centres): its value is in the URL, not in a
 * form library's state, so it takes the value shown now instead of a field's metadata.
 */
export function FilterSelect({
  id,
  name,
  label,
  options,
  value,
}: {
  id: string;
  name: string;
  label: string;
  options: readonly SelectOption[];
  value: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="select">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
