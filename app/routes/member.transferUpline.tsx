// Transfer to upline (SPEC §2.6 transferUpline): the member's own upline, an amount, then the
// confirmation with the payment password.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { TransferUpline } from "~/components/member/TransferUpline";
import { message } from "~/lib/forms/messages";
import {
  sectionDone,
  memberSectionAction,
  memberSectionLoader,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { detail, minor, moneyForm, type MoneyForm } from "~/lib/member/money.server";
import { pageMeta } from "~/lib/i18n/meta";
import { formatMinor } from "~contract/money";

async function transferUpline({ client, token }: SectionContext) {
  const [info, balance, paymentPassword] = await Promise.all([
    client.memberInfo(token),
    client.walletBalance(token),
    client.paymentPasswordState(token),
  ]);
  return {
    upline: info.toUpline,
    mainBalance: balance.mainBalance,
    currencySymbol: balance.currencySymbol,
    paymentPasswordSet: paymentPassword.set,
  };
}
export type TransferUplineContent = Awaited<ReturnType<typeof transferUpline>>;

const TO_UPLINE: MoneyForm = {
  fields: ["amount"],
  async summary(ctx, values) {
    const amount = values.amount ? formatMinor(minor(values.amount)) : "";
    const upline = await ctx.client.memberInfo(ctx.token).then(
      (info) => info.toUpline ?? "",
      () => "",
    );
    return message("member:confirm.transferUpline", { amount, upline });
  },
  async move(ctx, values, keys) {
    const answer = await ctx.client.transferUpline(ctx.token, { amount: minor(detail(values, "amount")), ...keys });
    return sectionDone(ctx, message("member:done.transferUpline", { balance: formatMinor(answer.balance) }));
  },
};

const FORMS = [
  { intent: "transferUpline", run: (ctx) => moneyForm(ctx, "transferUpline", TO_UPLINE) },
] satisfies SectionForm[];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "transferUpline", transferUpline);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "transferUpline", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function TransferUplinePage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>{(content, props) => <TransferUpline content={content} {...props} />}</MemberCentre>
  );
}
