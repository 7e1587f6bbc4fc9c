// The wallet (SPEC §2.6 transferFund): main and sub-wallet balances, transfers in and out, collect-all.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { TransferFund } from "~/components/member/TransferFund";
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

async function transferFund({ client, token }: SectionContext) {
  const [balance, merchant, paymentPassword] = await Promise.all([
    client.walletBalance(token),
    client.walletMerchant(token),
    client.paymentPasswordState(token),
  ]);
  return { balance, vendors: merchant.vendors, paymentPasswordSet: paymentPassword.set };
}
export type TransferFundContent = Awaited<ReturnType<typeof transferFund>>;

const TRANSFER: MoneyForm = {
  fields: ["vendor", "direction", "amount"],
  async summary(ctx, values) {
    const amount = values.amount ? formatMinor(minor(values.amount)) : "";
    const vendors = await ctx.client.walletMerchant(ctx.token).then(
      (answer) => answer.vendors,
      () => [],
    );
    const name = vendors.find((vendor) => vendor.vendor === values.vendor)?.name ?? values.vendor;
    return message(values.direction === "out" ? "member:confirm.transferOut" : "member:confirm.transferIn", {
      amount,
      wallet: name ?? "",
    });
  },
  async move(ctx, values, keys) {
    const answer = await ctx.client.transferFund(ctx.token, {
      vendor: detail(values, "vendor"),
      direction: values.direction === "out" ? "out" : "in",
      amount: minor(detail(values, "amount")),
      ...keys,
    });
    return sectionDone(ctx, message("member:done.transferFund", { balance: formatMinor(answer.balance) }));
  },
};

const COLLECT_ALL: MoneyForm = {
  fields: [],
  summary: async () => "member:confirm.collectAll",
  async move(ctx, _values, keys) {
    const answer = await ctx.client.collectAll(ctx.token, keys);
    return sectionDone(
      ctx,
      message("member:done.collectAll", { moved: formatMinor(answer.moved), balance: formatMinor(answer.balance) }),
    );
  },
};

const FORMS = [
  { intent: "transferFund", run: (ctx) => moneyForm(ctx, "transferFund", TRANSFER) },
  { intent: "collectAll", run: (ctx) => moneyForm(ctx, "collectAll", COLLECT_ALL) },
] satisfies SectionForm[];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "transferFund", transferFund);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "transferFund", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function TransferFundPage() {
  const frame = useLoaderData<typeof loader>();
  return <MemberCentre frame={frame}>{(content, props) => <TransferFund content={content} {...props} />}</MemberCentre>;
}
