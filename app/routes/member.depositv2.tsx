// Deposit (SPEC §2.6 depositv2): a channel and an amount. A bank channel asks for the transfer's
// reference; a gateway channel sends the browser to the gateway, which returns here with ?deposit=<id>.
import { redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DepositSection } from "~/components/member/DepositSection";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { message } from "~/lib/forms/messages";
import {
  redirectWithNotice,
  memberSectionAction,
  memberSectionLoader,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { centreHref } from "~/lib/member/centres";
import { detail, minor, moneyForm, type MoneyForm } from "~/lib/member/money.server";
import { pageMeta } from "~/lib/i18n/meta";
import { formatMinor } from "~contract/money";
import { pageParam } from "~/lib/shell/paging";
import { PlatformError } from "~/lib/platform/client.server";

const LIST_PAGE_SIZE = 10;

async function depositv2({ client, token, url }: SectionContext) {
  const page = pageParam(url.searchParams.get("page"));
  const [channels, deposits] = await Promise.all([
    client.depositChannels(token),
    client.deposits(token, { pageNo: page, pageSize: LIST_PAGE_SIZE }),
  ]);
  // Back from the payment gateway: that deposit's status, found among the newest ones.
  const returnedId = url.searchParams.get("deposit");
  let returned = null;
  if (returnedId) {
    returned =
      deposits.list.find((item) => item.id === returnedId) ??
      (await client.deposits(token, { pageNo: 1, pageSize: 50 })).list.find((item) => item.id === returnedId) ??
      null;
  }
  // RTS 12: a member's first deposit is the moment to consider a limit. Only then is the care state asked for.
  const firstDeposit = deposits.total === 0 && page === 1;
  const promptLimit =
    firstDeposit &&
    (await client.careState(token).catch(() => null))?.limits.every(
      (limit) => limit.kind !== "deposit" || limit.amount === null,
    ) === true;
  return { channels, deposits, returned, returnedMissing: Boolean(returnedId) && !returned, promptLimit };
}
export type DepositContent = Awaited<ReturnType<typeof depositv2>>;

const DEPOSIT: MoneyForm = {
  fields: ["channelCode", "amount", "reference"],
  async summary(ctx, values) {
    const amount = values.amount ? formatMinor(minor(values.amount)) : "";
    const channels = await ctx.client.depositChannels(ctx.token).catch(() => []);
    const channel = channels.find((item) => item.code === values.channelCode);
    return message("member:confirm.deposit", { amount, channel: channel?.name ?? values.channelCode ?? "" });
  },
  async check(ctx, values) {
    const channel = (await ctx.client.depositChannels(ctx.token).catch(() => [])).find(
      (item) => item.code === values.channelCode,
    );
    if (!channel) return null;
    const errors: Record<string, string[]> = {};
    if (channel.kind === "bank" && !values.reference) errors.reference = ["member:validation.referenceRequired"];
    const amount = values.amount ? BigInt(minor(values.amount)) : null;
    if (amount !== null && (amount < BigInt(channel.min) || amount > BigInt(channel.max))) {
      errors.amount = [
        message("member:error.AMOUNT_OUT_OF_RANGE", { min: formatMinor(channel.min), max: formatMinor(channel.max) }),
      ];
    }
    return Object.keys(errors).length ? errors : null;
  },
  async move({ client, token, from }, values, keys) {
    const channel = (await client.depositChannels(token)).find((item) => item.code === values.channelCode);
    if (channel?.kind === "bank" && !values.reference) {
      throw new PlatformError("VALIDATION", "reference required", 400);
    }
    const returnUrl = "/member/depositv2";
    const answer = await client.requestDeposit(token, {
      channelCode: detail(values, "channelCode"),
      amount: minor(detail(values, "amount")),
      reference: channel?.kind === "bank" ? values.reference : undefined,
      requestKey: keys.requestKey,
      ...(channel?.kind === "gateway" ? { returnUrl } : {}),
    });
    // The gateway's page is not a route of this app: with JavaScript the browser must load it whole.
    if (answer.payUrl) return redirectDocument(gatewayUrl(answer.payUrl, returnUrl, answer.deposit.id));
    return redirectWithNotice(
      centreHref("depositv2", from, { deposit: answer.deposit.id }),
      message("member:done.deposit", { amount: formatMinor(answer.deposit.amount) }),
    );
  },
};

/**
 * The gateway sends the member back to the returnUrl we gave, which cannot name a deposit that did
 * not exist yet; the page it returns to is told which deposit through the pay link's own returnUrl.
 */
function gatewayUrl(payUrl: string, returnUrl: string, depositId: string): string {
  const url = new URL(payUrl, "http://site.invalid");
  if (url.searchParams.get("returnUrl") === returnUrl)
    url.searchParams.set("returnUrl", `${returnUrl}?deposit=${encodeURIComponent(depositId)}`);
  return url.host === "site.invalid" ? `${url.pathname}${url.search}` : url.toString();
}

const FORMS = [{ intent: "deposit", run: (ctx) => moneyForm(ctx, "deposit", DEPOSIT) }] satisfies SectionForm[];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "depositv2", depositv2);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "depositv2", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function DepositPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>{(content, props) => <DepositSection content={content} {...props} />}</MemberCentre>
  );
}
