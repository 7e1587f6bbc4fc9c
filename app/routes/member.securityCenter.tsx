// My account (SPEC §2.6 securityCenter): the member's facts and sign-in history, the profile, mobile
// and email forms (profile.server.ts), the authenticator app (ADR 0032), the payment password and the
// bank accounts to withdraw to, and how the sportsbook shows odds.
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, Link, useLocation } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate, type SectionProps } from "~/components/member/MemberCentre";
import {
  sectionDone,
  memberSectionAction,
  memberSectionLoader,
  type ActionCtx,
  type CentreActionData,
  type SectionContext,
} from "~/lib/member/centre.server";
import { reply } from "~/lib/forms/reply.server";
import { moneyFailure } from "~/lib/member/money.server";
import { PROFILE_ACTIONS, profileSection } from "~/lib/member/profile.server";
import { SOCIAL_ACTIONS, linkedSignIns } from "~/lib/member/social.server";
import {
  addBankAccountSchema,
  paymentPasswordSchema,
  removeBankAccountSchema,
  WALLET_FORMS,
  formatDateTime,
} from "~/lib/member/wallet";
import { pageMeta } from "~/lib/i18n/meta";
import { PlatformError, type BankAccount } from "~/lib/platform/client.server";
import { AUTHENTICATOR_ACTIONS, authenticatorSection } from "~/lib/signin/security.server";
import { OddsFormatForm } from "~/components/sports/OddsFormatForm";
import { ODDS_FORMAT_ACTIONS, oddsFormatSetting } from "~/lib/sports/settings.server";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/forms/Field";
import { modalHref } from "~/lib/shell/urls";
import { CentreErrors, CentreForm, CentreSubmit, useCentreForm, useCentreResult } from "~/components/member/CentreForm";
import { LinkedSignIns } from "~/components/member/LinkedSignIns";
import { ProfileForms } from "~/components/member/ProfileForms";
import { AuthenticatorForms } from "~/components/member/AuthenticatorForms";
import { EmptyRow } from "~/components/ui/TableCells";

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

type Content = SecurityCenterContent;

/** My account (securityCenter): profile and its forms, sign-in history, payment password and bank accounts. */
export function SecurityCenter({ content }: { content: Content } & SectionProps) {
  const { t } = useTranslation("member");
  const location = useLocation();
  const { info } = content;
  const none = t("profile.none");
  return (
    <div className="centre-stack">
      <dl className="facts">
        <dt>{t("profile.account")}</dt>
        <dd>{info.account}</dd>
        <dt>{t("profile.nickname")}</dt>
        <dd>{info.nickname}</dd>
        <dt>{t("profile.payeeName")}</dt>
        <dd>{info.payeeName ?? none}</dd>
        <dt>{t("profile.mobile")}</dt>
        <dd>{info.mobileNum ?? none}</dd>
        <dt>{t("profile.email")}</dt>
        <dd>{info.email ?? none}</dd>
        <dt>{t("profile.rank")}</dt>
        <dd>{info.clubLabel?.labelName ?? none}</dd>
        <dt>{t("profile.upline")}</dt>
        <dd>{info.toUpline ?? none}</dd>
        <dt>{t("profile.previousLogin")}</dt>
        <dd>
          {info.previousLogin
            ? t("profile.loginAt", { time: formatDateTime(info.previousLogin.at), ip: info.previousLogin.ip })
            : none}
        </dd>
      </dl>
      <p>
        <Link to={modalHref(location, "changePassword")} className="btn btn--outline btn--small" preventScrollReset>
          {t("profile.changePassword")}
        </Link>
      </p>

      {content.logins && content.logins.length > 0 ? (
        <div className="table-scroll">
          <table className="data-table data-table--stack">
            <caption>{t("profile.recentLogins")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("table.time")}</th>
                <th scope="col">{t("profile.ip")}</th>
                <th scope="col">{t("profile.method")}</th>
                <th scope="col">{t("table.status")}</th>
              </tr>
            </thead>
            <tbody>
              {content.logins.map((login) => (
                <tr key={`${login.at}-${login.ip}`}>
                  <td data-label={t("table.time")}>{formatDateTime(login.at)}</td>
                  <td data-label={t("profile.ip")}>{login.ip}</td>
                  <td data-label={t("profile.method")}>
                    {t(`loginMethod.${login.method}`, { defaultValue: login.method })}
                  </td>
                  <td data-label={t("table.status")}>
                    {login.success ? t("profile.loginOk") : t("profile.loginFailed")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <ProfileForms content={content.profile} />
      <AuthenticatorForms view={content.authenticator} />
      <LinkedSignIns content={content.social} />
      <PaymentPasswordForm isSet={content.paymentPasswordSet} />
      <BankAccounts accounts={content.bankAccounts} payeeName={info.payeeName} />
    </div>
  );
}

function PaymentPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation("member");
  const [form, fields] = useCentreForm(WALLET_FORMS.paymentPassword, "paymentPassword", paymentPasswordSchema(isSet));
  return (
    <CentreForm form={form}>
      <h4 id="payment-password">{isSet ? t("paymentPassword.change") : t("paymentPassword.set")}</h4>
      <p className="field__hint">{isSet ? t("paymentPassword.isSet") : t("paymentPassword.notSet")}</p>
      <input type="hidden" name="hasPassword" value={isSet ? "1" : "0"} />
      {isSet ? (
        <Field meta={fields.currentPassword} label={t("field.currentPassword")} type="password" autoComplete="off" />
      ) : null}
      <Field
        meta={fields.newPassword}
        label={t("field.newPaymentPassword")}
        type="password"
        autoComplete="off"
        maxLength={6}
      />
      <Field
        meta={fields.confirmPassword}
        label={t("field.confirmPaymentPassword")}
        type="password"
        autoComplete="off"
        maxLength={6}
      />
      <CentreSubmit intent="paymentPassword">{t("paymentPassword.submit")}</CentreSubmit>
    </CentreForm>
  );
}

function BankAccounts({ accounts, payeeName }: { accounts: BankAccount[]; payeeName: string | null }) {
  const { t } = useTranslation("member");
  const [form, fields] = useCentreForm(WALLET_FORMS.addBankAccount, "addBankAccount", addBankAccountSchema);
  const removal = useCentreResult("removeBankAccount");
  return (
    <div className="centre-stack">
      <CentreErrors errors={removal?.error?.[""] ?? undefined} id="remove-bank-account-errors" />
      <div className="table-scroll">
        <table className="data-table data-table--stack" id="bank-accounts">
          <caption>{t("bank.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("field.bankName")}</th>
              <th scope="col">{t("field.accountNumber")}</th>
              <th scope="col">{t("field.holderName")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("bank.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.length === 0 ? (
              <EmptyRow columns={4}>{t("bank.none")}</EmptyRow>
            ) : (
              accounts.map((account) => (
                <tr key={account.id}>
                  <td data-label={t("field.bankName")}>{account.bankName}</td>
                  <td data-label={t("field.accountNumber")}>{account.accountNumber}</td>
                  <td data-label={t("field.holderName")}>{account.holderName}</td>
                  <td>
                    <RemoveBankAccount account={account} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <CentreForm form={form}>
        <h4>{t("bank.add")}</h4>
        <Field meta={fields.bankName} label={t("field.bankName")} maxLength={80} />
        <Field
          meta={fields.accountNumber}
          label={t("field.accountNumber")}
          inputMode="numeric"
          maxLength={30}
          autoComplete="off"
        />
        <Field
          meta={fields.holderName}
          label={t("field.holderName")}
          defaultValue={payeeName ?? undefined}
          maxLength={120}
        />
        <Field meta={fields.paymentPassword} label={t("field.paymentPassword")} type="password" autoComplete="off" />
        <CentreSubmit intent="addBankAccount">{t("bank.submit")}</CentreSubmit>
      </CentreForm>
    </div>
  );
}

function RemoveBankAccount({ account }: { account: BankAccount }) {
  const { t } = useTranslation("member");
  const [form] = useCentreForm(
    `${WALLET_FORMS.removeBankAccount}-${account.id}`,
    "removeBankAccount",
    removeBankAccountSchema,
    { lastResult: undefined },
  );
  return (
    <CentreForm form={form} className="inline-form">
      <input type="hidden" name="bankAccountId" value={account.id} />
      <CentreSubmit intent="removeBankAccount" className="btn btn--ghost btn--small">
        {t("bank.remove")}
        <span className="visually-hidden"> {account.accountNumber}</span>
      </CentreSubmit>
    </CentreForm>
  );
}
