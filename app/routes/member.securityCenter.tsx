// My account (SPEC §2.6 securityCenter): the member's facts and sign-in history, the profile, mobile
// and email forms (profile.server.ts), the authenticator app (ADR 0032), the payment password and the
// bank accounts to withdraw to, and how the sportsbook shows odds.
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { SecurityCenter } from "~/components/member/SecurityCenter";
import {
  sectionDone,
  memberSectionAction,
  memberSectionLoader,
  reply,
  type ActionCtx,
  type CentreActionData,
  type SectionContext,
} from "~/lib/member/centre.server";
import { moneyFailure } from "~/lib/member/money.server";
import { PROFILE_ACTIONS, profileSection } from "~/lib/member/profile.server";
import { SOCIAL_ACTIONS, linkedSignIns } from "~/lib/member/social.server";
import { addBankAccountSchema, paymentPasswordSchema, removeBankAccountSchema } from "~/lib/member/wallet";
import { pageMeta } from "~/lib/i18n/meta";
import { PlatformError } from "~/lib/platform/client.server";
import { AUTHENTICATOR_ACTIONS, authenticatorSection } from "~/lib/signin/security.server";
import { OddsFormatForm } from "~/components/sports/OddsFormatForm";
import { ODDS_FORMAT_ACTIONS, oddsFormatSetting } from "~/lib/sports/settings.server";

const optional = <T,>(call: Promise<T>): Promise<T | null> => call.catch(() => null);

async function securityCenter({ client, token }: SectionContext) {
  const [info, paymentPassword, bankAccounts, logins, profile, social, authenticator, oddsFormat] = await Promise.all([
    client.memberInfo(token),
    client.paymentPasswordState(token),
    client.bankAccounts(token),
    optional(client.loginHistory(token, { pageNo: 1, pageSize: 5 })),
    profileSection(client, token),
    linkedSignIns(client, token),
    authenticatorSection(client, token),
    oddsFormatSetting(client, token),
  ]);
  return {
    info,
    paymentPasswordSet: paymentPassword.set,
    bankAccounts,
    logins: logins?.list ?? null,
    profile,
    social,
    authenticator,
    oddsFormat,
  };
}
export type SecurityCenterContent = Awaited<ReturnType<typeof securityCenter>>;

async function setPaymentPassword(ctx: ActionCtx) {
  const hasPassword = ctx.form.get("hasPassword") === "1";
  const submission = parseWithZod(ctx.form, { schema: paymentPasswordSchema(hasPassword) });
  const intent = "paymentPassword";
  if (submission.status !== "success")
    return data<CentreActionData>({ intent, result: reply(submission) }, { status: 400 });
  try {
    const { currentPassword, newPassword, confirmPassword } = submission.value;
    await ctx.client.setPaymentPassword(ctx.token, {
      ...(hasPassword ? { currentPassword } : {}),
      newPassword,
      confirmPassword,
    });
    return sectionDone(ctx, "member:done.paymentPassword");
  } catch (error) {
    const failure =
      error instanceof PlatformError && error.code === "PAYMENT_PASSWORD_WRONG"
        ? { formErrors: [], fieldErrors: { currentPassword: ["member:error.PAYMENT_PASSWORD_WRONG"] } }
        : error instanceof PlatformError && error.code === "PAYMENT_PASSWORD_WEAK"
          ? { formErrors: [], fieldErrors: { newPassword: ["member:error.PAYMENT_PASSWORD_WEAK"] } }
          : moneyFailure(error);
    return data<CentreActionData>({ intent, result: reply(submission, failure) }, { status: 400 });
  }
}

async function addBankAccount(ctx: ActionCtx) {
  const submission = parseWithZod(ctx.form, { schema: addBankAccountSchema });
  const intent = "addBankAccount";
  if (submission.status !== "success")
    return data<CentreActionData>({ intent, result: reply(submission) }, { status: 400 });
  try {
    await ctx.client.addBankAccount(ctx.token, submission.value);
    return sectionDone(ctx, "member:done.addBankAccount");
  } catch (error) {
    const failure =
      error instanceof PlatformError && error.code === "HOLDER_NAME_MISMATCH"
        ? { formErrors: [], fieldErrors: { holderName: ["member:error.HOLDER_NAME_MISMATCH"] } }
        : moneyFailure(error);
    return data<CentreActionData>({ intent, result: reply(submission, failure) }, { status: 400 });
  }
}

async function removeBankAccount(ctx: ActionCtx) {
  const submission = parseWithZod(ctx.form, { schema: removeBankAccountSchema });
  const intent = "removeBankAccount";
  if (submission.status !== "success")
    return data<CentreActionData>({ intent, result: reply(submission) }, { status: 400 });
  try {
    await ctx.client.removeBankAccount(ctx.token, submission.value.bankAccountId);
    return sectionDone(ctx, "member:done.removeBankAccount");
  } catch (error) {
    return data<CentreActionData>({ intent, result: reply(submission, moneyFailure(error)) }, { status: 400 });
  }
}

const FORMS = [
  ...PROFILE_ACTIONS,
  ...SOCIAL_ACTIONS,
  ...AUTHENTICATOR_ACTIONS,
  ...ODDS_FORMAT_ACTIONS,
  { intent: "paymentPassword", run: setPaymentPassword },
  { intent: "addBankAccount", run: addBankAccount },
  { intent: "removeBankAccount", run: removeBankAccount },
];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "securityCenter", securityCenter);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "securityCenter", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function SecurityCenterPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>
      {(content, props) => (
        <div className="centre-stack">
          <SecurityCenter content={content} {...props} />
          <OddsFormatForm oddsFormat={content.oddsFormat} />
        </div>
      )}
    </MemberCentre>
  );
}
