import { Fragment } from "react";

/**
 * Numbers side by side (a tier's prizes, the dice's faces), each in its own box, with a space between them in the
 * text itself: styles draw the boxes apart, but text browsers and copied text have only the characters, where
 * "12345" and "67890" without one read as a single ten-digit number. `hit` marks the numbers that decided
 * something (a ticket's winning prizes), with `hitLabel` said after each for readers that do not see the mark.
 */
export function NumberRow({
  numbers,
  itemClass,
  hit,
  hitLabel,
}: {
  numbers: readonly string[];
  itemClass: string;
  hit?: (n: string) => boolean;
  hitLabel?: string;
}) {
  return numbers.map((n, i) => (
    <Fragment key={i}>
      {i > 0 ? " " : null}
      {hit?.(n) ? (
        <mark className={`${itemClass} prize-number--hit`}>
          {n}
          {hitLabel ? <span className="visually-hidden"> {hitLabel}</span> : null}
        </mark>
      ) : (
        <span className={itemClass}>{n}</span>
      )}
    </Fragment>
  ));
}
