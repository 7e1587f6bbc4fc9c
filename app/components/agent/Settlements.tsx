import { TabBar } from "~/components/ui/TabBar";
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageLinks } from "~/components/ui/Pager";
import { EmptyRow } from "~/components/ui/TableCells";
import { FIGURE_PRESETS } from "~/lib/agent/periods";
import { SETTLEMENT_SIDES } from "~/lib/agent/contracts";
import { formatRate } from "~/lib/shell/rate";
import type { ContractContent } from "~/lib/agent/contracts.server";
import { formatDateTime } from "~/lib/member/wallet";
import { hrefWith } from "~/lib/shell/urls";
import type { SettlementView } from "~contract/answers/contracts";
import type { ContractKind } from "~contract/contracts";
import { formatMinor } from "~contract/money";
import { PeriodFilter } from "./Filters";

type SettlementList = NonNullable<ContractContent["settlements"]>;

/** The stored inputs a settlement was worked out from (ADR 0044), in the order an agent checks them; all but two are amounts. */
const INPUT_ORDER = [
  "teamValidBet",
  "activeMembers",
  "rateBp",
  "teamBet",
  "teamPayout",
  "bonuses",
  "carryIn",
  "net",
  "carryOut",
  "winningStake",
  "losingStake",
  "profitRateBp",
  "lossRateBp",
  "minSingleBet",
] as const;

/** The settlements of this kind the agent received (from its upline or the site) or paid (to its downlines). */
export function Settlements({ kind, settlements }: { kind: ContractKind; settlements: SettlementList }) {
  const { t } = useTranslation("agent");
  const location = useLocation();
  const { side, list } = settlements;
  const caption = t(`contract.settlements.caption.${side}`, { total: list.total });
  return (
    <div className="centre-stack" data-kind={kind}>
      <TabBar
        label={t("contract.settlements.sides")}
        tabs={SETTLEMENT_SIDES.map((value) => ({
          key: value,
          to: hrefWith(location, { side: value, page: null }),
          label: t(`contract.settlements.side.${value}`),
          current: side === value,
        }))}
      />
      <PeriodFilter
        period={settlements.period}
        idPrefix="settlements"
        presets={FIGURE_PRESETS}
        keep={{ tab: "settlements", side }}
      />
      <p className="field__hint">{t("contract.settlements.byEnd")}</p>
      <div className="table-scroll">
        <table className="data-table data-table--stack" data-testid="settlements" data-side={side}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("contract.table.period")}</th>
              <th scope="col">{t(side === "received" ? "contract.table.payer" : "contract.table.payee")}</th>
              <th scope="col" className="num">
                {t("table.amount")}
              </th>
              <th scope="col">{t("contract.table.settlementState")}</th>
              <th scope="col">{t("contract.table.inputs")}</th>
            </tr>
          </thead>
          <tbody>
            {list.list.length === 0 ? (
              <EmptyRow columns={5}>{t("contract.settlements.none")}</EmptyRow>
            ) : (
              list.list.map((settlement) => (
                <tr key={settlement.id} data-settlement={settlement.id} data-state={settlement.state}>
                  <td data-label={t("contract.table.period")}>{formatPeriod(settlement.period)}</td>
                  <td data-label={t(side === "received" ? "contract.table.payer" : "contract.table.payee")}>
                    {side === "received" ? (settlement.payer ?? t("contract.operator")) : settlement.payee}
                  </td>
                  <td className="num" data-label={t("table.amount")}>
                    {formatMinor(settlement.amount)}
                  </td>
                  <td data-label={t("contract.table.settlementState")}>
                    {/* A space between the state and its time: the time's line break is CSS, and lynx read "Paid2026-12-03". */}
                    <span className={`status-badge status-badge--${settlement.state}`}>
                      {t(`contract.settlementState.${settlement.state}`)}
                    </span>
                    {settlement.paidAt ? (
                      <>
                        {" "}
                        <span className="record-name__vendor">{formatDateTime(settlement.paidAt)}</span>
                      </>
                    ) : null}
                  </td>
                  <td data-label={t("contract.table.inputs")}>
                    <SettlementInputs inputs={settlement.inputs} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <PageLinks list={list} label={caption} />
    </div>
  );
}

function SettlementInputs({ inputs }: { inputs: SettlementView["inputs"] }) {
  const { t } = useTranslation("agent");
  const shown = INPUT_ORDER.flatMap((name) => {
    const value = inputs[name];
    return value === undefined ? [] : [{ name, value }];
  });
  if (shown.length === 0) return null;
  return (
    <dl className="settlement-inputs">
      {shown.map(({ name, value }) => (
        <div key={name}>
          <dt>{t(`contract.input.${name}`)}</dt>
          <dd>{formatInput(name, value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function formatInput(name: (typeof INPUT_ORDER)[number], value: string | number): string {
  if (name.endsWith("ateBp")) return formatRate(Number(value));
  if (name === "activeMembers") return String(value);
  return /^-?\d+$/.test(String(value)) ? formatMinor(String(value)) : String(value);
}

/** A settlement's period as stored (a day, an hour "…T16", a 5-minute window "…T16:05", a dividend's days "a..b") as read. */
export function formatPeriod(period: string): string {
  const hour = /^(\d{4}-\d{2}-\d{2})T(\d{2})$/.exec(period);
  if (hour) return `${hour[1]} ${hour[2]}:00`;
  return period.replace("T", " ").replace("..", " – ");
}
