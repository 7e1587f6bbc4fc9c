import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/forms/Field";
import { DialingCodeField } from "~/components/forms/DialingCodeField";
import {
  bindEmailSchema,
  bindMobileSchema,
  profilePlan,
  profileSchema,
  NICKNAME,
  PROFILE_FORMS,
  PROFILE_INTENTS,
} from "~/lib/member/profile";
import type { ProfileActionData, profileSection } from "~/lib/member/profile.server";
import { CentreForm, CentreSubmit, useCentreForm } from "./CentreForm";

type ProfileContent = Awaited<ReturnType<typeof profileSection>>;

/** The answer of this form's last post, for either of its two intents, and whether a code went out. */
function useStepResult(sendIntent: string, confirmIntent: string) {
  const answer = useActionData<ProfileActionData>();
  const own = answer?.intent === sendIntent || answer?.intent === confirmIntent ? answer : undefined;
  return { lastResult: own?.result, codeSent: own?.codeSent };
}

/** My account's editable profile, then the mobile number and email, each bound with a code. */
export function ProfileForms({ content }: { content: ProfileContent }) {
  return (
    <>
      <ProfileForm content={content} />
      <BindMobileForm content={content} />
      <BindEmailForm current={content.profile.email} />
    </>
  );
}

function ProfileForm({ content }: { content: ProfileContent }) {
  const { t } = useTranslation("member");
  const { t: tAuth } = useTranslation("auth");
  const { profile, rules } = content;
  const payeeNameSet = profile.payeeName !== null;
  const plan = profilePlan(rules, payeeNameSet);
  const [form, fields] = useCentreForm(
    PROFILE_FORMS.profile,
    PROFILE_INTENTS.profile,
    profileSchema(rules, payeeNameSet),
  );
  const field = (name: string) => fields[name as keyof typeof fields];
  return (
    <CentreForm form={form}>
      <h4 id="profile">{t("profileForm.title")}</h4>
      <input type="hidden" name="payeeNameSet" value={payeeNameSet ? "1" : "0"} />
      {plan.payeeName ? (
        <>
          <Field
            meta={fields.payeeName}
            label={tAuth("field.payeeName")}
            autoComplete="name"
            maxLength={rules.payeeName?.maxLength ?? 50}
          />
          <p className="field__hint">{t("profileForm.payeeNameOnce")}</p>
        </>
      ) : (
        <p className="field__hint">{t("profileForm.payeeNameSet", { name: profile.payeeName })}</p>
      )}
      <Field
        meta={fields.nickname}
        label={t("profile.nickname")}
        defaultValue={profile.nickname}
        autoComplete="nickname"
        maxLength={NICKNAME.max}
      />
      {plan.birthday ? (
        <Field
          meta={fields.birthday}
          label={tAuth("field.birthday")}
          type="date"
          defaultValue={profile.birthday ?? undefined}
          autoComplete="bday"
        />
      ) : null}
      {plan.contacts.map((name) => (
        <Field
          key={name}
          meta={field(name)}
          label={tAuth(`field.${name}`)}
          type={rules[name]?.type === "tel" ? "tel" : "text"}
          defaultValue={profile.contacts[name] ?? undefined}
          maxLength={rules[name]?.maxLength}
        />
      ))}
      <CentreSubmit intent={PROFILE_INTENTS.profile}>{t("profileForm.submit")}</CentreSubmit>
    </CentreForm>
  );
}

function BindMobileForm({ content }: { content: ProfileContent }) {
  const { t } = useTranslation("member");
  const { t: tAuth } = useTranslation("auth");
  const { lastResult, codeSent } = useStepResult(PROFILE_INTENTS.mobileCode, PROFILE_INTENTS.mobile);
  const [form, fields] = useCentreForm(PROFILE_FORMS.mobile, PROFILE_INTENTS.mobile, bindMobileSchema, { lastResult });
  const current = content.profile.mobileNum;
  return (
    <CentreForm form={form}>
      <h4 id="bind-mobile">{current ? t("contact.changeMobile") : t("contact.bindMobile")}</h4>
      <p className="field__hint">{current ? t("contact.currentMobile", { mobile: current }) : t("contact.noMobile")}</p>
      <DialingCodeField meta={fields.countryDialingCode} countries={content.countries} />
      <Field
        meta={fields.mobileNum}
        label={t("contact.newMobile")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
      />
      <CodeStep
        codeSent={codeSent}
        meta={fields.verificationCode}
        label={tAuth("field.verificationCode")}
        sendIntent={PROFILE_INTENTS.mobileCode}
        confirmIntent={PROFILE_INTENTS.mobile}
      />
    </CentreForm>
  );
}

function BindEmailForm({ current }: { current: string | null }) {
  const { t } = useTranslation("member");
  const { t: tAuth } = useTranslation("auth");
  const { lastResult, codeSent } = useStepResult(PROFILE_INTENTS.emailCode, PROFILE_INTENTS.email);
  const [form, fields] = useCentreForm(PROFILE_FORMS.email, PROFILE_INTENTS.email, bindEmailSchema, { lastResult });
  return (
    <CentreForm form={form}>
      <h4 id="bind-email">{current ? t("contact.changeEmail") : t("contact.bindEmail")}</h4>
      <p className="field__hint">{current ? t("contact.currentEmail", { email: current }) : t("contact.noEmail")}</p>
      <Field
        meta={fields.email}
        label={t("contact.newEmail")}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={64}
      />
      <CodeStep
        codeSent={codeSent}
        meta={fields.verificationCode}
        label={tAuth("field.verificationCode")}
        sendIntent={PROFILE_INTENTS.emailCode}
        confirmIntent={PROFILE_INTENTS.email}
      />
    </CentreForm>
  );
}

/**
 * "Send code" first; once a code went out the same form also shows where it went, the code field and
 * "confirm" (the number or address stays filled in, with or without JavaScript).
 */
function CodeStep({
  codeSent,
  meta,
  label,
  sendIntent,
  confirmIntent,
}: {
  codeSent: ProfileActionData["codeSent"];
  meta: Parameters<typeof Field>[0]["meta"];
  label: string;
  sendIntent: string;
  confirmIntent: string;
}) {
  const { t } = useTranslation("member");
  if (!codeSent) {
    return (
      <CentreSubmit intent={sendIntent} className="btn btn--outline">
        {t("contact.sendCode")}
      </CentreSubmit>
    );
  }
  return (
    <>
      <p className="form-notice" role="status">
        {t("contact.codeSent", { to: codeSent.to, minutes: codeSent.minutes })}
      </p>
      <input type="hidden" name="codeMinutes" value={codeSent.minutes} />
      <Field meta={meta} label={label} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      <div className="form-actions">
        <CentreSubmit intent={confirmIntent}>{t("contact.confirm")}</CentreSubmit>
        <CentreSubmit intent={sendIntent} className="btn btn--ghost">
          {t("contact.sendAgain")}
        </CentreSubmit>
      </div>
    </>
  );
}
