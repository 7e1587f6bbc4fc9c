import { getFormProps, getInputProps, useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { renderMessage } from "~/lib/forms/messages";
import { useShell } from "~/lib/useRoot";
import { hrefWith, type Place } from "~/lib/urls";

/** The last answer of the form `formId` from the flash, when it is this form's. */
export function useLastResult(formId: string): SubmissionResult<string[]> | undefined {
  const flash = useShell().formFlash;
  return flash?.form === formId ? flash.result : undefined;
}

/** True while a form posted to /auth is on its way (pending state; no double submission). */
export function useAuthPending(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formAction === "/auth";
}

/**
 * An account form (DESIGN §4): posts to /auth with the CSRF token (and the honeypot when public),
 * validated in the browser by the same schema as on the server, which stays the authority.
 */
export function useAccountForm<S extends z.ZodTypeAny>(formId: string, schema: S | ((intent: string) => S)) {
  const lastResult = useLastResult(formId);
  return useForm<z.input<S>, z.output<S>, string[]>({
    id: formId,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      const intent = submitter && "value" in submitter ? String(submitter.value) : String(formData.get("intent") ?? "");
      return parseWithZod(formData, { schema: typeof schema === "function" ? schema(intent) : schema });
    },
  });
}

export function AccountForm({
  form,
  place,
  publicForm,
  className,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's shape
  form: FormMetadata<any, string[]>;
  place: Place;
  publicForm: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("auth");
  return (
    <Form method="post" action="/auth" {...getFormProps(form)} className={className ?? "account-form"} preventScrollReset>
      <AuthenticityTokenInput />
      {publicForm ? <HoneypotInputs label={t("honeypotLabel")} /> : null}
      <input type="hidden" name="returnTo" value={hrefWith(place, {})} />
      <FormErrors errors={form.errors} id={form.errorId} />
      {children}
    </Form>
  );
}

export function FormErrors({ errors, id }: { errors: string[] | undefined; id: string }) {
  const { t } = useTranslation();
  if (!errors?.length) return <div id={id} />;
  return (
    <div id={id} className="form-alert" role="alert">
      {errors.map((error) => (
        <p key={error}>{renderMessage(t, error)}</p>
      ))}
    </div>
  );
}

/** A field's messages under it, announced as they change. */
export function FieldErrors({ meta }: { meta: FieldMetadata<unknown> }) {
  const { t } = useTranslation();
  return (
    <div id={meta.errorId} className="field__error" aria-live="polite">
      {meta.errors?.map((error) => (
        <p key={error}>{renderMessage(t, error)}</p>
      ))}
    </div>
  );
}

/** A labelled input with its messages under it (SPEC §8 "message under each field"). */
export function Field({
  meta,
  label,
  type = "text",
  autoComplete,
  defaultValue,
  inputMode,
  maxLength,
  children,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  type?: "text" | "password" | "email" | "tel" | "date";
  autoComplete?: string;
  defaultValue?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  maxLength?: number;
  /** Beside the input (the SMS button, the captcha image). */
  children?: ReactNode;
}) {
  const props = getInputProps(meta as FieldMetadata<string>, { type: type === "password" ? "password" : type, ariaAttributes: true });
  const initial = props.defaultValue ?? defaultValue;
  const input =
    type === "password" ? (
      <PasswordInput {...props} defaultValue={initial} autoComplete={autoComplete} maxLength={maxLength} />
    ) : (
      <input {...props} key={props.key} defaultValue={initial} autoComplete={autoComplete} inputMode={inputMode} maxLength={maxLength} className="field__input" />
    );
  return (
    <div className="field">
      <label htmlFor={meta.id} className="field__label">
        {label}
        {meta.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="field__row">
        {input}
        {children}
      </div>
      <FieldErrors meta={meta} />
    </div>
  );
}

/** A password input; with JavaScript a button shows or hides it (SPEC §4 visibility toggles). */
function PasswordInput(props: React.InputHTMLAttributes<HTMLInputElement> & { key?: string }) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const { key, ...rest } = props;
  return (
    <>
      <input {...rest} key={key} type={visible ? "text" : "password"} className="field__input" />
      {hydrated ? (
        <button type="button" className="btn btn--ghost btn--small field__toggle" aria-pressed={visible} onClick={() => setVisible((on) => !on)}>
          {visible ? t("hidePassword") : t("showPassword")}
        </button>
      ) : null}
    </>
  );
}

export function CheckboxField({ meta, label, defaultChecked }: { meta: FieldMetadata<unknown>; label: ReactNode; defaultChecked?: boolean }) {
  const props = getInputProps(meta as FieldMetadata<boolean>, { type: "checkbox", ariaAttributes: true });
  return (
    <div className="field field--check">
      <label className="field__check">
        {/* conform answers false for a field it has no value of: the page's default counts until the form was sent. */}
        <input {...props} key={props.key} defaultChecked={meta.initialValue === undefined ? defaultChecked : props.defaultChecked} />
        <span>{label}</span>
      </label>
      <FieldErrors meta={meta} />
    </div>
  );
}

export function SubmitButton({ intent, children, className = "btn btn--gold btn--block" }: { intent: string; children: ReactNode; className?: string }) {
  const pending = useAuthPending();
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={pending} aria-busy={pending}>
      {children}
    </button>
  );
}

/**
 * The SMS button (SPEC §4): disabled with the remaining seconds while a code is alive; the
 * server renders the count, JavaScript ticks it down.
 */
export function SmsButton({ intent, secondsLeft }: { intent: string; secondsLeft: number }) {
  const { t } = useTranslation("auth");
  const [left, setLeft] = useState(secondsLeft);
  const pending = useAuthPending();
  useEffect(() => {
    setLeft(secondsLeft);
    if (secondsLeft <= 0) return;
    const endsAt = Date.now() + secondsLeft * 1000;
    const timer = window.setInterval(() => {
      const now = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(now);
      if (now === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);
  const running = left > 0;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      className="btn btn--outline btn--small field__side"
      disabled={running || pending}
      data-seconds={left}
    >
      {running ? t("smsSent", { seconds: left }) : t("sendSms")}
    </button>
  );
}

/** SPEC §9: the captcha image refreshes at most once per second. */
const CAPTCHA_REFRESH_MS = 1000;

/** The captcha image beside its input; a click refreshes it (JS), a link reloads the form (no JS). */
export function CaptchaImage({ place }: { place: Place }) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  // A new image with every page answer (the root loader's nonce) and with every allowed click.
  const nonce = useShell().renderNonce;
  const [clicked, setClicked] = useState(0);
  const version = clicked ? `${nonce}-${clicked}` : nonce;
  const last = useRef(0);
  const refresh = () => {
    const now = Date.now();
    if (now - last.current < CAPTCHA_REFRESH_MS) return;
    last.current = now;
    setClicked(now);
  };
  const image = <img src={`/captcha.png?v=${version}`} alt={t("captchaImage")} width={150} height={50} className="captcha__image" />;
  return hydrated ? (
    <button type="button" className="captcha" onClick={refresh} title={t("captchaRefresh")}>
      {image}
      <span className="visually-hidden">{t("captchaRefresh")}</span>
    </button>
  ) : (
    <span className="captcha">
      {image}
      <a href={hrefWith(place, {})} className="captcha__refresh">
        {t("captchaRefresh")}
      </a>
    </span>
  );
}
