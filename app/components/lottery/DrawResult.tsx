import type { PrizesView } from "~contract/answers/lottery";
import { NumberRow } from "~/components/ui/NumberRow";
import type { LotteryText } from "./useLotteryText";

/** The dice's total, size and parity as the draw reads them (a triple is neither big nor small, odd nor even: ADR 0054). */
export function diceReading(faces: string[]): {
  total: number;
  size: "big" | "small" | "triple";
  parity: "odd" | "even" | "triple";
} {
  const values = faces.map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const triple = values.every((v) => v === values[0]);
  return {
    total,
    size: triple ? "triple" : total >= 11 ? "big" : "small",
    parity: triple ? "triple" : total % 2 ? "odd" : "even",
  };
}

/** One line of a result: the dice and their reading, or the headline prize of a lottery. */
export function ResultSummary({ result, text }: { result: PrizesView; text: LotteryText }) {
  const { t } = text;
  if (result.dice) {
    const reading = diceReading(result.dice);
    return (
      <span className="result-summary">
        <span className="dice-faces" role="img" aria-label={t("diceFaces", { faces: result.dice.join(", ") })}>
          <NumberRow numbers={result.dice} itemClass="die" />
        </span>{" "}
        {t("diceReading", {
          total: reading.total,
          size: t(`choice.${reading.size}`),
          parity: t(`choice.${reading.parity}`),
        })}
      </span>
    );
  }
  const headline = result.special ? ["special", result.special[0]] : result.first ? ["first", result.first[0]] : null;
  return headline ? (
    <span className="result-summary">
      {t(`tier.${headline[0]}`)} <strong className="prize-number">{headline[1]}</strong>
    </span>
  ) : null;
}

/**
 * Every prize of a draw, tier by tier in reveal order, as a table; `marked` ("tier:number") are the numbers that
 * decided a ticket. Numbers are separated in the markup, so they read as separate numbers with CSS off too.
 */
export function PrizeTable({
  result,
  caption,
  marked,
  text,
}: {
  result: PrizesView | null;
  caption: string;
  marked?: ReadonlySet<string>;
  text: LotteryText;
}) {
  const { t } = text;
  if (!result) return null;
  return (
    <table className="prize-table">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {Object.entries(result).map(([tier, numbers]) => (
          <tr key={tier}>
            <th scope="row">{t(`tier.${tier}`)}</th>
            <td>
              <NumberRow
                numbers={numbers}
                itemClass={tier === "special" ? "prize-number prize-number--special" : "prize-number"}
                hit={marked ? (n) => marked.has(`${tier}:${n}`) : undefined}
                hitLabel={t("prizeHit")}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
