import { useTranslation } from "react-i18next";
import { Field } from "~/components/forms/Field";
import { Select } from "~/components/forms/Select";
import { CopyButton } from "~/components/ui/CopyButton";
import { CentreForm, CentreSubmit, useCentreForm } from "~/components/member/CentreForm";
import { ACCOUNT_TYPES, AGENT_FORMS, registerDownlineSchema } from "~/lib/agent/forms";
import type { RegisterCenterContent } from "~/routes/agent.registerCenter";

/** The referral link (to copy, select or scan) and the form that registers a direct downline. */
export function RegisterCenter({ content }: { content: RegisterCenterContent }) {
  const { t } = useTranslation("agent");
  const [form, fields] = useCentreForm(AGENT_FORMS.registerDownline, "registerDownline", registerDownlineSchema);
  return (
    <div className="centre-stack">
      <section aria-labelledby="referral-link-title" className="agent-referral">
        <h4 id="referral-link-title">{t("referral.title")}</h4>
        <p className="field__hint">{t("referral.text", { code: content.code })}</p>
        <div className="agent-referral__link">
          <label htmlFor="referral-link" className="field__label">
            {t("referral.link")}
          </label>
          <input
            id="referral-link"
            className="field__input"
            readOnly
            value={content.link}
            data-testid="referral-link"
          />
          <CopyButton text={content.link} label={t("referral.copy")} done={t("referral.copied")} />
        </div>
        <figure className="agent-referral__qr">
          <div
            className="qr"
            role="img"
            aria-label={t("referral.qrAlt")}
            dangerouslySetInnerHTML={{ __html: content.qrSvg }}
          />
        </figure>
      </section>
      <section aria-labelledby="register-downline-title">
        <h4 id="register-downline-title">{t("register.title")}</h4>
        <p className="field__hint" id="register-downline-first-login">
          {t("register.firstLogin")}
        </p>
        <CentreForm form={form}>
          <Field meta={fields.username} label={t("field.username")} autoComplete="off" />
          <Field meta={fields.password} label={t("field.password")} type="password" autoComplete="new-password" />
          <Field
            meta={fields.confirmPassword}
            label={t("field.confirmPassword")}
            type="password"
            autoComplete="new-password"
          />
          <Select
            meta={fields.accountType}
            label={t("field.accountType")}
            defaultValue="member"
            options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          />
          <CentreSubmit intent="registerDownline">{t("register.submit")}</CentreSubmit>
        </CentreForm>
      </section>
    </div>
  );
}
