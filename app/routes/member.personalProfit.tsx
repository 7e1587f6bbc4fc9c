// Personal loss (SPEC §2.6 personalProfit): the period's sums over the main wallet, and the result.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate, type SectionProps } from "~/components/member/MemberCentre";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { datePreset, presetRange } from "~/lib/member/wallet";
import { pageMeta } from "~/lib/i18n/meta";
import { useTranslation } from "react-i18next";
import { formatMinor } from "~contract/money";
import type { PersonalProfit as Profit } from "~/lib/platform/client.server";
import { RangeFilter } from "~/components/member/Fields";

async function personalProfit({ client, token, url }: SectionContext) {
  const preset = datePreset(url.searchParams.get("range"));
  return { preset, profit: await client.personalProfit(token, presetRange(preset)) };
}
export type PersonalProfitContent = Awaited<ReturnType<typeof personalProfit>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "personalProfit", personalProfit);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "personalProfit", []);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function PersonalProfitPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>{(content, props) => <PersonalProfit content={content} {...props} />}</MemberCentre>
  );
}

type Content = PersonalProfitContent;

// Bets and payouts are settled ones; the stakes of open bets are said apart (ADR 0061).
const SUMS: (keyof Profit)[] = [
  "deposits",
  "withdrawals",
  "bets",
  "payouts",
  "open",
  "bonuses",
  "transfersIn",
  "transfersOut",
];

/** Personal loss (personalProfit): the period's sums over the main wallet, and the result. */
export function PersonalProfit({ content }: { content: Content } & SectionProps) {
  const { t } = useTranslation("member");
  const { profit } = content;
  return (
    <div className="centre-stack">
      <RangeFilter preset={content.preset} />
      <div className="table-scroll">
        <table className="data-table" aria-live="polite">
          <caption>{t(`preset.${content.preset}`)}</caption>
          <tbody>
            {SUMS.map((sum) => (
              <tr key={sum}>
                <th scope="row">{t(`profit.${sum}`)}</th>
                <td className="num">{formatMinor(profit[sum])}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t("profit.profit")}</th>
              <td className="num" data-testid="profit">
                {formatMinor(profit.profit)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="field__hint">{t("profit.explain")}</p>
    </div>
  );
}
