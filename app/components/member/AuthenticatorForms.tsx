import { useTranslation } from "react-i18next";
import { Field } from "~/components/forms/Field";
import type { AuthenticatorView } from "~/lib/signin/security.server";
import { SIGNIN_FORMS, totpConfirmSchema, totpDisableSchema, totpStartSchema } from "~/lib/signin/signin";
import { CentreForm, CentreSubmit, useCentreForm } from "./CentreForm";

/**
 * The authenticator app (SPEC §4, ADR 0032): set up with the QR code or the secret typed by hand,
 * turned on by a first code, turned off with a code or the login password.
 */
export function AuthenticatorForms({ view }: { view: AuthenticatorView | null }) {
  const { t } = useTranslation("signin");
  return (
    <section className="centre-stack" aria-labelledby="authenticator">
      <h4 id="authenticator">{t("totp.title")}</h4>
      {view === null ? (
        <p className="field__hint">{t("totp.unavailable")}</p>
      ) : view.enabled ? (
        <TurnOff />
      ) : view.setup ? (
        <Confirm secret={view.setup.secret} qrSvg={view.qrSvg} />
      ) : (
        <Start />
      )}
    </section>
  );
}

function Start() {
  const { t } = useTranslation("signin");
  const [form] = useCentreForm(SIGNIN_FORMS.totpStart, "totpStart", totpStartSchema);
  return (
    <CentreForm form={form}>
      <p className="field__hint">{t("totp.off")}</p>
      <CentreSubmit intent="totpStart">{t("totp.start")}</CentreSubmit>
    </CentreForm>
  );
}

function Confirm({ secret, qrSvg }: { secret: string; qrSvg: string | null }) {
  const { t } = useTranslation("signin");
  const [form, fields] = useCentreForm(SIGNIN_FORMS.totpConfirm, "totpConfirm", totpConfirmSchema);
  return (
    <>
      <p>{t("totp.scan")}</p>
      {qrSvg ? (
        // The SVG is drawn on our server from the otpauth:// URL (security.server.ts): no outside markup.
        <div
          className="authenticator-qr"
          role="img"
          aria-label={t("totp.qrLabel")}
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
      ) : null}
      <p>
        {t("totp.manual")}{" "}
        <code id="authenticator-secret" className="authenticator-secret">
          {secret}
        </code>
      </p>
      <CentreForm form={form}>
        <Field
          meta={fields.code}
          label={t("field.totpCode")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
        />
        <CentreSubmit intent="totpConfirm">{t("totp.confirm")}</CentreSubmit>
      </CentreForm>
    </>
  );
}

function TurnOff() {
  const { t } = useTranslation("signin");
  const [form, fields] = useCentreForm(SIGNIN_FORMS.totpDisable, "totpDisable", totpDisableSchema);
  return (
    <CentreForm form={form}>
      <p className="field__hint" id="authenticator-on">
        {t("totp.on")}
      </p>
      <p className="field__hint">{t("totp.turnOffHint")}</p>
      <Field
        meta={fields.code}
        label={t("field.totpCode")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
      />
      <Field meta={fields.password} label={t("field.loginPassword")} type="password" autoComplete="current-password" />
      <CentreSubmit intent="totpDisable" className="btn btn--outline">
        {t("totp.turnOff")}
      </CentreSubmit>
    </CentreForm>
  );
}
