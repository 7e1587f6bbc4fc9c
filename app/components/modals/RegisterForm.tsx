import { TabBar } from "~/components/ui/TabBar";
import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { AccountForm, AccountSubmit, CaptchaImage, SmsButton, useAccountForm } from "~/components/forms/AccountForm";
import { Checkbox } from "~/components/forms/Checkbox";
import { Field } from "~/components/forms/Field";
import { DialingCodeField } from "~/components/forms/DialingCodeField";
import { FORM_IDS } from "~/lib/auth/fields";
import { smsRequestSchema } from "~/lib/auth/sms";
import type { RegisterView } from "~/lib/shell/modals.server";
import { formatMinor } from "~contract/money";
import { failureMessage, registrationSchema } from "~/lib/auth/registration";
import { renderMessage } from "~/lib/forms/messages";
import { SocialButtons } from "~/components/forms/SocialButtons";
import { useShell } from "~/lib/shell/useRoot";
import { hrefWith, modalHref, type Place } from "~/lib/shell/urls";

/** SPEC §2.4: the registration bonus text's amount. */

const INPUT_TYPES: Record<string, "text" | "password" | "email" | "tel" | "date"> = {
  password: "password",
  email: "email",
  tel: "tel",
  date: "text",
  select: "text",
  text: "text",
};

const AUTOCOMPLETE: Record<string, string> = {
  username: "username",
  password: "new-password",
  confirmPassword: "new-password",
  paymentPassword: "off",
  payeeName: "name",
  email: "email",
  mobileNum: "tel-national",
  verificationCode: "one-time-code",
  captcha: "off",
  birthday: "bday",
};

/**
 * The registration form (SPEC §2.4), for the /register page and the pop-up: fields shown,
 * required and checked by the platform's rules; username and mobile tabs when both are on.
 */
export function RegisterForm({
  view,
  place,
  display,
}: {
  view: RegisterView;
  place: Place;
  display: "page" | "modal";
}) {
  const { t } = useTranslation("auth");
  const shell = useShell();
  const schema = registrationSchema(view.rules, view.options);
  const [form, fields] = useAccountForm(FORM_IDS.register, (intent) =>
    intent === "sendRegisterSms" ? (smsRequestSchema as never) : schema,
  );
  const tabHref = (regType: string | null) =>
    display === "modal" ? modalHref(place, "register", { regType }) : hrefWith(place, { regType });
  const smsSeconds = view.mode === "mobile" ? shell.sms.registerMobile : shell.sms.register;
  const showsSms = view.plan.some((item) => item.field === "verificationCode");

  // Reset (page mode) clears everything but the dialing code (SPEC §4): only inputs are cleared, and
  // the dialing code is a <select>. Without JavaScript the native reset returns it to the code the
  // page was rendered with (the default, or the one last sent).
  const reset = (event: MouseEvent<HTMLInputElement>) => {
    event.preventDefault();
    const element = event.currentTarget.form;
    if (!element) return;
    for (const input of Array.from(element.elements)) {
      if (
        !(input instanceof HTMLInputElement) ||
        input.type === "hidden" ||
        input.name === "countryDialingCode" ||
        input.type === "submit" ||
        input.type === "reset"
      )
        continue;
      if (input.type === "checkbox") input.checked = false;
      else input.value = "";
    }
  };

  // The rules choose the fields at run time; conform's fieldset answers any name (it is a proxy).
  // Each field's rule in words before any submit, from the platform's rule itself (ADR 0068); the same
  // words as the message when the rule fails.
  const { t: translate } = useTranslation();
  const hintOf = (item: RegisterView["plan"][number]) =>
    item.patternId && item.patternId !== "any" && item.min !== null && item.max !== null
      ? renderMessage(
          translate,
          failureMessage({ field: item.field, patternId: item.patternId, min: item.min, max: item.max }),
        )
      : undefined;
  const fieldOf = (name: string) => (fields as Record<string, Parameters<typeof Field>[0]["meta"]>)[name];

  return (
    <div className="register">
      {view.bonus ? (
        <p className="register__bonus">
          {t("bonusText", { amount: `₫${formatMinor(view.bonus).replace(/\.00$/, "")}` })}
        </p>
      ) : null}
      {view.modes.length > 1 ? (
        <TabBar
          label={t("registerTypeLabel")}
          tabs={[
            { key: "username", to: tabHref(null), label: t("byUsername"), current: view.mode === "username" },
            { key: "mobile", to: tabHref("mobile"), label: t("byMobile"), current: view.mode === "mobile" },
          ]}
        />
      ) : null}
      <AccountForm form={form} place={place} publicForm className="account-form account-form--register">
        <input type="hidden" name="regType" value={view.mode} />
        <input type="hidden" name="display" value={display} />
        {view.siteAffiliateCode ? (
          <input type="hidden" name="siteAffiliateCode" value={view.siteAffiliateCode} />
        ) : null}
        {view.referralCode ? <input type="hidden" name="referralCode" value={view.referralCode} /> : null}
        {/* A friend's referral link (SPEC §2.2): the code goes with the form, and the page says whose invitation it is. */}
        {view.referralCode ? (
          <p className="field__hint" data-testid="register-referral-code">
            {t("referralCodeUsed", { code: view.referralCode })}
          </p>
        ) : null}
        {view.plan.map((item) => {
          const label = t(`field.${item.field}`);
          const type = INPUT_TYPES[item.type] ?? "text";
          if (item.field === "mobileNum") {
            return (
              <div key={item.field} className="field-group">
                <DialingCodeField meta={fieldOf("countryDialingCode")} countries={view.countries} />
                <Field
                  meta={fieldOf("mobileNum")}
                  label={label}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={item.max ?? undefined}
                  hint={hintOf(item)}
                >
                  {showsSms ? <SmsButton intent="sendRegisterSms" secondsLeft={smsSeconds} /> : null}
                </Field>
              </div>
            );
          }
          if (item.field === "captcha") {
            return (
              <Field
                key={item.field}
                meta={fieldOf("captcha")}
                label={label}
                autoComplete="off"
                maxLength={16}
                hint={hintOf(item)}
              >
                <CaptchaImage place={place} />
              </Field>
            );
          }
          return (
            <Field
              key={item.field}
              meta={fieldOf(item.field)}
              label={item.field === "birthday" ? `${label} (${t("dateFormat")})` : label}
              type={type}
              autoComplete={AUTOCOMPLETE[item.field]}
              maxLength={item.field === "verificationCode" ? 255 : undefined}
              hint={hintOf(item)}
            />
          );
        })}
        <Checkbox meta={fieldOf("ageConfirmed")} label={t("ageConfirm")} />
        <Checkbox
          meta={fieldOf("termsAccepted")}
          label={
            <>
              {t("termsAccept")}{" "}
              <Link to="/help" target="_blank">
                {t("userProtocol")}
              </Link>
            </>
          }
        />
        <AccountSubmit intent="register">{t("registerSubmit")}</AccountSubmit>
        <p className="account-form__links">
          <Link to={modalHref(place, "login")} preventScrollReset>
            {t("toLogin")}
          </Link>
          {/* An input, not a <button>: lynx reads a button without a value as "(BUTTON) Reset", an input by its value. */}
          {display === "page" ? (
            <>
              {" "}
              <input type="reset" className="btn btn--ghost btn--small" onClick={reset} value={t("reset")} />
            </>
          ) : null}
        </p>
      </AccountForm>
      <SocialButtons providers={view.social} place={place} registering />
    </div>
  );
}
