import { TabBar } from "~/components/ui/TabBar";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountForm, AccountSubmit, SmsButton, useAccountForm } from "~/components/forms/AccountForm";
import { Field } from "~/components/forms/Field";
import { DialingCodeField } from "~/components/forms/DialingCodeField";
import { FORM_IDS, emptySchema } from "~/lib/auth/fields";
import { loginTicketSchema, verifyNewIpSchema } from "~/lib/auth/login";
import { changePasswordSchema, forgotEmailSchema, forgotPhoneSchema, type PasswordBounds } from "~/lib/auth/passwords";
import { smsRequestSchema } from "~/lib/auth/sms";
import type { LoginTicketModal as LoginTicketModalData, MessageModalName } from "~/lib/shell/modals.server";
import { useShell } from "~/lib/shell/useRoot";
import type { Country, NewIpOption } from "~/lib/platform/client.server";
import { SIGNIN_FORMS, newIpBankSchema, newIpTotpSchema } from "~/lib/signin/signin";
import { modalHref, type Place } from "~/lib/shell/urls";
import { Modal } from "./Modal";

/** Forgot password (SPEC §2.5): by email, and by phone when CHNGPASSVERIF3 is on. */
export function ForgotPasswordModal({
  by,
  byPhone,
  passwordBounds,
  countries,
  place,
  closeHref,
}: {
  by: "email" | "phone";
  byPhone: boolean;
  passwordBounds: PasswordBounds;
  /** The dialing codes of the phone tab; when not passed, the forgotPassword modal data's. */
  countries?: readonly Country[];
  place: Place;
  closeHref: string;
}) {
  const { t } = useTranslation("auth");
  return (
    <Modal id="modal-forgotPassword" title={t("forgotPassword")} closeHref={closeHref} size="dialog">
      {byPhone ? (
        <TabBar
          label={t("forgotByLabel")}
          tabs={[
            {
              key: "email",
              to: modalHref(place, "forgotPassword", { by: null }),
              label: t("byEmail"),
              current: by === "email",
            },
            {
              key: "phone",
              to: modalHref(place, "forgotPassword", { by: "phone" }),
              label: t("byPhone"),
              current: by === "phone",
            },
          ]}
        />
      ) : null}
      {by === "phone" ? (
        <ForgotPhoneForm place={place} bounds={passwordBounds} countries={countries} />
      ) : (
        <ForgotEmailForm place={place} />
      )}
      <p className="account-form__links">
        <Link to={modalHref(place, "login")} preventScrollReset>
          {t("toLogin")}
        </Link>
      </p>
    </Modal>
  );
}

function ForgotEmailForm({ place }: { place: Place }) {
  const { t } = useTranslation("auth");
  const [form, fields] = useAccountForm(FORM_IDS.forgotEmail, forgotEmailSchema);
  return (
    <AccountForm form={form} place={place} publicForm>
      <Field meta={fields.username} label={t("field.username")} autoComplete="username" />
      <Field meta={fields.email} label={t("field.email")} type="email" autoComplete="email" />
      <AccountSubmit intent="forgotEmail">{t("forgotSubmit")}</AccountSubmit>
    </AccountForm>
  );
}

function ForgotPhoneForm({
  place,
  bounds,
  countries: given,
}: {
  place: Place;
  bounds: PasswordBounds;
  countries?: readonly Country[];
}) {
  const { t } = useTranslation("auth");
  const shell = useShell();
  const countries =
    given ?? (shell.modal?.name === "forgotPassword" && "countries" in shell.modal ? shell.modal.countries : []);
  const [form, fields] = useAccountForm(FORM_IDS.forgotPhone, (intent) =>
    intent === "sendForgotSms" ? (smsRequestSchema as never) : forgotPhoneSchema(bounds),
  );
  return (
    <AccountForm form={form} place={place} publicForm>
      <DialingCodeField meta={fields.countryDialingCode} countries={countries} />
      <Field
        meta={fields.mobileNum}
        label={t("field.mobileNum")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
      >
        <SmsButton intent="sendForgotSms" secondsLeft={shell.sms.password} />
      </Field>
      <Field
        meta={fields.verificationCode}
        label={t("field.verificationCode")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
      />
      <Field meta={fields.newPassword} label={t("field.newPassword")} type="password" autoComplete="new-password" />
      <AccountSubmit intent="forgotPhone">{t("resetSubmit")}</AccountSubmit>
    </AccountForm>
  );
}

/** Change password (SPEC §4, §5); when forced it cannot be closed until done. */
export function ChangePasswordModal({
  forced,
  passwordBounds,
  place,
  closeHref,
}: {
  forced: boolean;
  passwordBounds: PasswordBounds;
  place: Place;
  closeHref: string;
}) {
  const { t } = useTranslation("auth");
  const [form, fields] = useAccountForm(FORM_IDS.changePassword, changePasswordSchema(passwordBounds));
  return (
    <Modal id="modal-changePassword" title={t("changePassword")} closeHref={forced ? null : closeHref} size="dialog">
      {forced ? <p className="account-form__text">{t("mustChangePassword")}</p> : null}
      <AccountForm form={form} place={place} publicForm={false}>
        <Field
          meta={fields.oldPassword}
          label={t("field.oldPassword")}
          type="password"
          autoComplete="current-password"
        />
        <Field meta={fields.newPassword} label={t("field.newPassword")} type="password" autoComplete="new-password" />
        <Field
          meta={fields.confirmNewPassword}
          label={t("field.confirmNewPassword")}
          type="password"
          autoComplete="new-password"
        />
        <AccountSubmit intent="changePassword">{t("changeSubmit")}</AccountSubmit>
      </AccountForm>
      {forced ? (
        <p className="account-form__links">
          <Link to={modalHref(place, "logout")} preventScrollReset>
            {t("signOut")}
          </Link>
        </p>
      ) : null}
    </Modal>
  );
}

/** SPEC §4: sign out only after the prompt (title popup prompt, text sure logout, cancel, confirm). */
export function LogoutModal({ place, closeHref }: { place: Place; closeHref: string }) {
  const { t } = useTranslation("auth");
  const [form] = useAccountForm(FORM_IDS.logout, emptySchema);
  return (
    <Modal id="modal-logout" title={t("popupPrompt")} closeHref={closeHref} size="dialog">
      <p className="account-form__text">{t("sureLogout")}</p>
      <AccountForm form={form} place={place} publicForm={false} className="account-form account-form--row">
        <Link to={closeHref} className="btn btn--outline" preventScrollReset>
          {t("cancel")}
        </Link>
        <AccountSubmit intent="logout" className="btn btn--gold">
          {t("confirm")}
        </AccountSubmit>
      </AccountForm>
    </Modal>
  );
}

/**
 * A login from a new address (SPEC §4 unregistered IP login): the code sent by SMS or email, and the
 * member's other options — the authenticator app, a bound bank account's holder name (ADR 0032) — each
 * its own form, so that every one works without JavaScript.
 */
export function VerifyNewIpModal({
  channel,
  target,
  options,
  place,
  closeHref,
}: {
  channel: "sms" | "email" | null;
  target: string | null;
  options: readonly NewIpOption[];
  place: Place;
  closeHref: string;
}) {
  const { t } = useTranslation("auth");
  const { t: ts } = useTranslation("signin");
  const [form, fields] = useAccountForm(FORM_IDS.verifyNewIp, verifyNewIpSchema);
  const [totpForm, totpFields] = useAccountForm(SIGNIN_FORMS.newIpTotp, newIpTotpSchema);
  const [bankForm, bankFields] = useAccountForm(SIGNIN_FORMS.newIpBank, newIpBankSchema);
  const others = options.filter((option) => option === "totp" || option === "bankName").length;
  return (
    <Modal id="modal-verifyNewIp" title={t("verifyNewIpTitle")} closeHref={closeHref} size="dialog">
      {channel ? (
        <>
          <p className="account-form__text">
            {t(channel === "sms" ? "verifyNewIpSms" : "verifyNewIpEmail", { target })}
          </p>
          <AccountForm form={form} place={place} publicForm>
            <Field
              meta={fields.code}
              label={t("field.verificationCode")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={255}
            />
            <AccountSubmit intent="verifyNewIp">{t("verifySubmit")}</AccountSubmit>
          </AccountForm>
        </>
      ) : (
        <p className="account-form__text">{ts("newIp.lead")}</p>
      )}
      {channel && others > 0 ? <p className="account-form__text">{ts("newIp.orElse")}</p> : null}
      {options.includes("totp") ? (
        <AccountForm form={totpForm} place={place} publicForm>
          <h3 className="account-form__option">{ts("newIp.totpTitle")}</h3>
          <Field
            meta={totpFields.code}
            label={ts("field.totpCode")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
          />
          <AccountSubmit intent="verifyNewIpTotp" className="btn btn--outline btn--block">
            {ts("newIp.totpSubmit")}
          </AccountSubmit>
        </AccountForm>
      ) : null}
      {options.includes("bankName") ? (
        <AccountForm form={bankForm} place={place} publicForm>
          <h3 className="account-form__option">{ts("newIp.bankTitle")}</h3>
          <p className="field__hint">{ts("newIp.bankHint")}</p>
          <Field meta={bankFields.holderName} label={ts("field.holderName")} autoComplete="off" maxLength={120} />
          <AccountSubmit intent="verifyNewIpBank" className="btn btn--outline btn--block">
            {ts("newIp.bankSubmit")}
          </AccountSubmit>
        </AccountForm>
      ) : null}
    </Modal>
  );
}

const MESSAGE_TEXTS: Record<MessageModalName, { title: string; text: string; button: string }> = {
  needTrueAccount: { title: "warning", text: "in_need_true_account", button: "in_increase_submit" },
  registered: { title: "registeredTitle", text: "registeredText", button: "confirm" },
  welcome: { title: "welcomeTitle", text: "welcomeText", button: "confirm" },
  passwordEmailed: { title: "popupPrompt", text: "in_been_out", button: "confirm" },
  passwordReset: { title: "popupPrompt", text: "passwordResetText", button: "toLogin" },
  passwordChanged: { title: "popupPrompt", text: "passwordChangedText", button: "confirm" },
  formExpired: { title: "warning", text: "formExpiredText", button: "confirm" },
};

/** Dialogs with a text and one button (SPEC §2.5 warning and prompt dialogs, §2.4 success). */
export function MessageModal({
  name,
  account,
  place,
  closeHref,
}: {
  name: MessageModalName;
  account: string | null;
  place: Place;
  closeHref: string;
}) {
  const { t } = useTranslation("auth");
  const texts = MESSAGE_TEXTS[name];
  // The welcome dialog comes first in registerMobile mode, then the success pop-up (SPEC §2.4).
  const next =
    name === "welcome"
      ? modalHref(place, "registered")
      : name === "passwordReset"
        ? modalHref(place, "login")
        : closeHref;
  return (
    <Modal id={`modal-${name}`} title={t(texts.title)} closeHref={closeHref} size="dialog">
      <p className="account-form__text" role={name === "formExpired" ? "alert" : undefined}>
        {t(texts.text, { account: account ?? "" })}
      </p>
      {name === "registered" ? (
        // RTS 12: every new member is asked to consider a deposit limit (ADR 0029).
        <p className="account-form__text" id="registered-limit-prompt">
          {t("care:registeredPrompt")} <Link to="/member/responsiblePlay">{t("care:depositLink")}</Link>
        </p>
      ) : null}
      {name === "needTrueAccount" ? (
        <TrialRegisterActions place={place} next={next} button={t(texts.button)} />
      ) : (
        <div className="modal__actions">
          <Link to={next} className="btn btn--gold" preventScrollReset>
            {t(texts.button)}
          </Link>
        </div>
      )}
    </Modal>
  );
}

/** The trial warning's buttons: OK, and Register, which leaves free play for the registration page. */
function TrialRegisterActions({ place, next, button }: { place: Place; next: string; button: string }) {
  const { t } = useTranslation("auth");
  const [form] = useAccountForm(FORM_IDS.trialRegister, emptySchema);
  return (
    <AccountForm form={form} place={place} publicForm={false} className="account-form account-form--row">
      <Link to={next} className="btn btn--outline" preventScrollReset>
        {button}
      </Link>
      <AccountSubmit intent="trialRegister" className="btn btn--gold">
        {t("registerSubmit")}
      </AccountSubmit>
    </AccountForm>
  );
}

/**
 * The login landing with a ticket (ADR 0019): whose account the link opens, and a confirm button. A
 * visitor who did not ask for it sees the name and can walk away; nothing happens without the POST.
 */
export function LoginTicketModal({
  modal,
  place,
  closeHref,
}: {
  modal: LoginTicketModalData;
  place: Place;
  closeHref: string;
}) {
  const { t } = useTranslation("auth");
  const [form] = useAccountForm(FORM_IDS.loginTicket, loginTicketSchema);
  if (!modal.valid) {
    return (
      <Modal id="modal-loginTicket" title={t("loginTicketTitle")} closeHref={closeHref} size="dialog">
        <p className="account-form__text" role="alert">
          {t("error.TICKET_INVALID")}
        </p>
        <div className="modal__actions">
          <Link to="/login" className="btn btn--gold">
            {t("toLogin")}
          </Link>
        </div>
      </Modal>
    );
  }
  const { account, current } = modal;
  return (
    <Modal id="modal-loginTicket" title={t("loginTicketTitle")} closeHref={closeHref} size="dialog">
      <p className="account-form__text">{t("loginTicketText", { account })}</p>
      {current && current !== account ? (
        <p className="account-form__text">{t("loginTicketSwitch", { current, account })}</p>
      ) : null}
      <AccountForm form={form} place={place} publicForm className="account-form account-form--row">
        <input type="hidden" name="ticket" value={modal.ticket} />
        <Link to="/" className="btn btn--outline" preventScrollReset>
          {t("cancel")}
        </Link>
        <AccountSubmit intent="loginTicket" className="btn btn--gold">
          {t("loginTicketConfirm", { account })}
        </AccountSubmit>
      </AccountForm>
    </Modal>
  );
}
