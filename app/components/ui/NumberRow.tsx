import { Fragment } from "react";

/**
 * Numbers side by side (a tier's prizes, the dice's faces), each in its own box, with a space between them in the
 * text itself: styles draw the boxes apart, but text browsers and copied text have only the characters, where
 * "12345" and "67890" without one read as a single ten-digit number.
 */
export function NumberRow({ numbers, itemClass }: { numbers: readonly string[]; itemClass: string }) {
  return numbers.map((n, i) => (
    <Fragment key={i}>
      {i > 0 ? " " : null}
      <span className={itemClass}>{n}</span>
    </Fragment>
  ));
}
