// Withdraw (SPEC §2.6): to one of the member's bank accounts, within the settings; then the status
// list, where each paid withdrawal asks whether the money arrived (SPEC §4 receipt, with a picture).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { WithdrawSection } from "~/components/member/WithdrawSection";
import { HIDDEN_FIELDS } from "~/lib/auth/account.server";
import { message } from "~/lib/forms/messages";
import {
  sectionDone,
  memberSectionAction,
  memberSectionLoader,
  reply,
  type ActionCtx,
  type CentreActionData,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { detail, minor, moneyFailure, moneyForm, type MoneyForm } from "~/lib/member/money.server";
import { PROOF_MAX_BYTES, receiptSchema } from "~/lib/member/wallet";
import { pageMeta } from "~/lib/i18n/meta";
import { formatMinor } from "~contract/money";
import { pageParam } from "~/lib/shell/paging";
import { PlatformError } from "~/lib/platform/client.server";

const LIST_PAGE_SIZE = 10;

async function withdraw({ client, token, url }: SectionContext) {
  const page = pageParam(url.searchParams.get("page"));
  const [settings, bankAccounts, withdrawals, paymentPassword] = await Promise.all([
    client.withdrawSettings(token),
    client.bankAccounts(token),
    client.withdrawals(token, { pageNo: page, pageSize: LIST_PAGE_SIZE }),
    client.paymentPasswordState(token),
  ]);
  return { settings, bankAccounts, withdrawals, paymentPasswordSet: paymentPassword.set };
}
export type WithdrawContent = Awaited<ReturnType<typeof withdraw>>;

const WITHDRAW: MoneyForm = {
  fields: ["bankAccountId", "amount"],
  async summary(ctx, values) {
    const amount = values.amount ? formatMinor(minor(values.amount)) : "";
    const accounts = await ctx.client.bankAccounts(ctx.token).catch(() => []);
    const account = accounts.find((item) => item.id === values.bankAccountId);
    return message("member:confirm.withdraw", {
      amount,
      account: account ? `${account.bankName} ${account.accountNumber}` : "",
    });
  },
  async move(ctx, values, keys) {
    // The member ticked "forfeit my bonus" after the platform said a bonus still wagers (ADR 0046).
    const forfeitBonus = ctx.form.get("forfeitBonus") === "1";
    const answer = await ctx.client.requestWithdrawal(ctx.token, {
      bankAccountId: detail(values, "bankAccountId"),
      amount: minor(detail(values, "amount")),
      ...keys,
      ...(forfeitBonus ? { forfeitBonus } : {}),
    });
    return sectionDone(
      ctx,
      message(forfeitBonus ? "member:done.withdrawForfeit" : "member:done.withdraw", {
        amount: formatMinor(answer.amount),
      }),
    );
  },
};

const PROOF_TYPES = new Set(["image/png", "image/jpeg"]);

async function withdrawalReceipt(ctx: ActionCtx) {
  const submission = parseWithZod(ctx.form, { schema: receiptSchema });
  const intent = "receipt";
  const withdrawalId = String(ctx.form.get("withdrawalId") ?? "");
  const back = (result: SubmissionResult<string[]>) =>
    data<CentreActionData & { withdrawalId: string }>({ intent, withdrawalId, result }, { status: 400 });
  if (submission.status !== "success") return back(reply(submission, { hideFields: [...HIDDEN_FIELDS, "proof"] }));
  const proof = ctx.form.get("proof");
  const file = proof instanceof File && proof.size > 0 ? proof : null;
  // The platform checks the picture by its content; this only spares the member an upload that cannot pass.
  if (file && (file.size > PROOF_MAX_BYTES || !PROOF_TYPES.has(file.type))) {
    return back(
      reply(submission, {
        formErrors: [],
        fieldErrors: { proof: ["member:validation.proofFile"] },
        hideFields: [...HIDDEN_FIELDS, "proof"],
      }),
    );
  }
  const receipt = new FormData();
  receipt.set("answer", submission.value.answer);
  if (submission.value.note) receipt.set("note", submission.value.note);
  if (file) receipt.set("proof", file, file.name || "proof");
  try {
    await ctx.client.confirmWithdrawalReceipt(ctx.token, submission.value.withdrawalId, receipt);
    return sectionDone(ctx, "member:done.receipt");
  } catch (error) {
    // The platform read the picture and refused it: say so at the file input.
    const badProof =
      error instanceof PlatformError &&
      (error.code === "PAYLOAD_TOO_LARGE" || (error.code === "VALIDATION" && error.message.startsWith("proof")));
    const failure = badProof
      ? { formErrors: [], fieldErrors: { proof: ["member:validation.proofFile"] } }
      : moneyFailure(error);
    return back(reply(submission, { ...failure, hideFields: [...HIDDEN_FIELDS, "proof"] }));
  }
}

const FORMS = [
  { intent: "withdraw", run: (ctx) => moneyForm(ctx, "withdraw", WITHDRAW) },
  { intent: "receipt", run: withdrawalReceipt },
] satisfies SectionForm[];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "withdraw", withdraw);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "withdraw", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function WithdrawPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>{(content, props) => <WithdrawSection content={content} {...props} />}</MemberCentre>
  );
}
