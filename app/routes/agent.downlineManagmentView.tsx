// SPEC §2.7 downlineManagmentView (team management): the agent's downline, a search by username, a drill
// into a downline agent's own downline, and a transfer to a direct downline (SPEC §6) with the same two
// steps and payment password as the transfer to upline.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { DownlineManagement } from "~/components/agent/DownlineManagement";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { teamPath } from "~/lib/agent/team";
import { message } from "~/lib/forms/messages";
import {
  agentSectionAction,
  agentSectionLoader,
  sectionDone,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { detail, minor, moneyForm, type MoneyForm } from "~/lib/member/money.server";
import { pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";
import { formatMinor } from "~contract/money";

const DOWNLINE_PAGE_SIZE = 20;

async function downlineManagmentView({ client, token, url }: SectionContext) {
  const path = teamPath(url.searchParams.get("path"));
  const search = (url.searchParams.get("username") ?? "").trim().slice(0, 64);
  const transferTo = (url.searchParams.get("transfer") ?? "").trim().slice(0, 64);
  const parent = path.at(-1);
  const [downline, wallet] = await Promise.all([
    client.agentDownline(token, {
      parent: search ? undefined : parent,
      username: search || undefined,
      pageNo: pageParam(url.searchParams.get("page")),
      pageSize: DOWNLINE_PAGE_SIZE,
    }),
    // What the transfer form needs: the agent's main balance and whether a payment password is set.
    transferTo ? Promise.all([client.walletBalance(token), client.paymentPasswordState(token)]) : Promise.resolve(null),
  ]);
  const transfer = wallet
    ? {
        username: transferTo,
        mainBalance: wallet[0].mainBalance,
        currencySymbol: wallet[0].currencySymbol,
        paymentPasswordSet: wallet[1].set,
      }
    : null;
  return { path: search ? [] : path, search, downline, transfer };
}
export type DownlineContent = Awaited<ReturnType<typeof downlineManagmentView>>;

const TO_DOWNLINE: MoneyForm = {
  fields: ["username", "amount"],
  async summary(_ctx, values) {
    return message("agent:confirm.transferDownline", {
      amount: values.amount ? formatMinor(minor(values.amount)) : "",
      username: values.username ?? "",
    });
  },
  async move(ctx, values, keys) {
    const username = detail(values, "username");
    const amount = minor(detail(values, "amount"));
    const answer = await ctx.client.transferDownline(ctx.token, { username, amount, ...keys });
    return sectionDone(
      ctx,
      message("agent:done.transferDownline", {
        username,
        amount: formatMinor(amount),
        balance: formatMinor(answer.balance),
      }),
    );
  },
};

const FORMS = [
  { intent: "transferDownline", run: (ctx) => moneyForm(ctx, "transferDownline", TO_DOWNLINE) },
] satisfies SectionForm[];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "downlineManagmentView", downlineManagmentView);
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "downlineManagmentView", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function DownlineManagementPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <AgentCentre frame={frame}>{(content, props) => <DownlineManagement content={content} {...props} />}</AgentCentre>
  );
}
