import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors } from "./Field";

/** `value`: what a ticked box posts, when the action expects something else than conform's "on". */
export function Checkbox({
  meta,
  label,
  defaultChecked,
  value,
}: {
  meta: FieldMetadata<unknown>;
  label: ReactNode;
  defaultChecked?: boolean;
  value?: string;
}) {
  const props = getInputProps(meta as FieldMetadata<boolean>, { type: "checkbox", ariaAttributes: true, value });
  return (
    <div className="field field--check">
      <label className="field__check">
        {/* conform answers false for a field it has no value of: the page's default counts until the form was sent. */}
        <input
          {...props}
          key={props.key}
          defaultChecked={meta.initialValue === undefined ? defaultChecked : props.defaultChecked}
        />
        <span>{label}</span>
      </label>
      <FieldErrors meta={meta} />
    </div>
  );
}
