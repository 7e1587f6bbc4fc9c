import { TabBar } from "~/components/ui/TabBar";
import type { FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  AccountForm,
  AccountSubmit,
  CaptchaImage,
  SmsButton,
  useAccountForm,
  useLastResult,
} from "~/components/forms/AccountForm";
import { Checkbox } from "~/components/forms/Checkbox";
import { ErrorList } from "~/components/forms/ErrorList";
import { Field } from "~/components/forms/Field";
import { DialingCodeField } from "~/components/forms/DialingCodeField";
import { FORM_IDS, emptySchema } from "~/lib/auth/fields";
import { loginSchema, loginSmsSchema } from "~/lib/auth/login";
import { smsRequestSchema } from "~/lib/auth/sms";
import type { LoginModal as LoginModalData, RegisterView } from "~/lib/shell/modals.server";
import { useShell } from "~/lib/shell/useRoot";
import { modalHref, type Place } from "~/lib/shell/urls";
import { SocialButtons } from "~/components/forms/SocialButtons";
import { Modal } from "./Modal";
import { RegisterForm } from "./RegisterForm";

/** The login / register pop-up (SPEC §2.5, §4): modal type login or register. */
export function AuthModal({
  modal,
  place,
  closeHref,
}: {
  modal: LoginModalData | ({ name: "register" } & RegisterView);
  place: Place;
  closeHref: string;
}) {
  const { t } = useTranslation("auth");
  if (modal.name === "register") {
    return (
      <Modal id="modal-register" title={t("createAccount")} closeHref={closeHref}>
        <RegisterForm view={modal} place={place} display="modal" />
      </Modal>
    );
  }
  return (
    <Modal
      id="modal-login"
      title={modal.freePlay ? t("freePlayTitle") : t("loginTitle")}
      closeHref={closeHref}
      size="dialog"
    >
      {modal.freePlay ? <FreePlayForm place={place} /> : <LoginForms modal={modal} place={place} />}
    </Modal>
  );
}

function FreePlayForm({ place }: { place: Place }) {
  const { t } = useTranslation("auth");
  const lastResult = useLastResult(FORM_IDS.freePlay);
  const [form] = useAccountForm(FORM_IDS.freePlay, emptySchema);
  return (
    <AccountForm form={form} place={place} publicForm>
      {lastResult && !form.errors ? (
        <ErrorList errors={lastResult.error?.[""] ?? undefined} id="free-play-errors" />
      ) : null}
      <p className="account-form__text">{t("freePlayText")}</p>
      <AccountSubmit intent="freePlay">{t("freePlayStart")}</AccountSubmit>
      <p className="account-form__links">
        <Link to={modalHref(place, "login")} preventScrollReset>
          {t("toLogin")}
        </Link>
      </p>
    </AccountForm>
  );
}

function LoginForms({ modal, place }: { modal: LoginModalData; place: Place }) {
  const { t } = useTranslation("auth");
  const shell = useShell();
  return (
    <>
      {modal.smsLogin ? (
        <TabBar
          label={t("loginTypeLabel")}
          tabs={[
            {
              key: "username",
              to: modalHref(place, "login", { loginType: "username" }),
              label: t("byUsername"),
              current: modal.loginType === "username",
            },
            {
              key: "sms",
              to: modalHref(place, "login", { loginType: "sms" }),
              label: t("bySms"),
              current: modal.loginType === "sms",
            },
          ]}
        />
      ) : null}
      {modal.loginType === "sms" ? (
        <SmsLoginForm modal={modal} place={place} />
      ) : (
        <UsernameLoginForm modal={modal} place={place} />
      )}
      <SocialButtons providers={modal.social} place={place} />
      <p className="account-form__links">
        <Link to={modalHref(place, "forgotPassword")} preventScrollReset>
          {t("forgotPassword")}
        </Link>
        {/* Spaces between the links: the row's gap is CSS, and a text browser ran them into one ("Forgot passwordCreate an account"). */}
        {modal.directRegister ? (
          <>
            {" "}
            <Link to={modalHref(place, "register")} preventScrollReset>
              {t("toRegister")}
            </Link>
          </>
        ) : null}
        {shell.toggles.freePlay ? (
          <>
            {" "}
            <Link to={modalHref(place, "login", { freePlay: 1 })} preventScrollReset>
              {t("freePlayTitle")}
            </Link>
          </>
        ) : null}
      </p>
    </>
  );
}

function UsernameLoginForm({ modal, place }: { modal: LoginModalData; place: Place }) {
  const { t } = useTranslation("auth");
  const [form, fields] = useAccountForm(FORM_IDS.login, loginSchema({ captcha: modal.captcha }));
  return (
    <AccountForm form={form} place={place} publicForm>
      <input type="hidden" name="loginType" value="username" />
      <Field
        meta={fields.username}
        label={t("field.username")}
        autoComplete="username"
        defaultValue={modal.remembered.username}
      />
      <Field meta={fields.password} label={t("field.password")} type="password" autoComplete="current-password" />
      <LoginFormEnd modal={modal} place={place} captcha={fields.captcha} remember={fields.remember} />
    </AccountForm>
  );
}

/** What both login forms end with: the captcha once a login has failed, remember-me, submit. */
function LoginFormEnd({
  modal,
  place,
  captcha,
  remember,
}: {
  modal: LoginModalData;
  place: Place;
  captcha: FieldMetadata<unknown>;
  remember: FieldMetadata<unknown>;
}) {
  const { t } = useTranslation("auth");
  return (
    <>
      {modal.captcha ? (
        <Field meta={captcha} label={t("field.captcha")} autoComplete="off" maxLength={16}>
          <CaptchaImage place={place} />
        </Field>
      ) : null}
      <Checkbox meta={remember} label={t("remember")} defaultChecked={modal.remembered.remember} />
      <AccountSubmit intent="login">{t("loginSubmit")}</AccountSubmit>
    </>
  );
}

function SmsLoginForm({ modal, place }: { modal: LoginModalData; place: Place }) {
  const { t } = useTranslation("auth");
  const shell = useShell();
  const [form, fields] = useAccountForm(FORM_IDS.loginSms, (intent) =>
    intent === "sendLoginSms" ? (smsRequestSchema as never) : loginSmsSchema({ captcha: modal.captcha }),
  );
  return (
    <AccountForm form={form} place={place} publicForm>
      <input type="hidden" name="loginType" value="sms" />
      <DialingCodeField meta={fields.countryDialingCode} countries={modal.countries} />
      <Field
        meta={fields.mobileNum}
        label={t("field.mobileNum")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
      >
        <SmsButton intent="sendLoginSms" secondsLeft={shell.sms.login} />
      </Field>
      <Field
        meta={fields.verificationCode}
        label={t("field.verificationCode")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
      />
      <LoginFormEnd modal={modal} place={place} captcha={fields.captcha} remember={fields.remember} />
    </AccountForm>
  );
}
