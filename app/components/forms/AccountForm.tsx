import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { useShell } from "~/lib/shell/useRoot";
import { hrefWith, type Place } from "~/lib/shell/urls";
import { ErrorList } from "./ErrorList";
import { SubmitButton, useFormPending } from "./SubmitButton";

/** The last answer of the form `formId` from the flash, when it is this form's. */
export function useLastResult(formId: string): SubmissionResult<string[]> | undefined {
  const flash = useShell().formFlash;
  return flash?.form === formId ? flash.result : undefined;
}

/** True while a form posted to /auth is on its way (pending state; no double submission). */
export function useAuthPending(): boolean {
  return useFormPending((formAction) => formAction === "/auth");
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
    <Form
      method="post"
      action="/auth"
      {...getFormProps(form)}
      className={className ?? "account-form"}
      preventScrollReset
    >
      <AuthenticityTokenInput />
      {publicForm ? <HoneypotInputs label={t("honeypotLabel")} /> : null}
      <input type="hidden" name="returnTo" value={hrefWith(place, {})} />
      <ErrorList errors={form.errors} id={form.errorId} />
      {children}
    </Form>
  );
}

/** An account form's submit button; every account form waits while one of them is on its way. */
export function AccountSubmit({
  intent,
  children,
  className = "btn btn--gold btn--block",
}: {
  intent: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <SubmitButton intent={intent} pending={useAuthPending()} className={className}>
      {children}
    </SubmitButton>
  );
}

/**
 * The SMS button (SPEC §4): disabled with the remaining seconds while a code is alive; the
 * server renders the count, JavaScript ticks it down.
 */
export function SmsButton({ intent, secondsLeft }: { intent: string; secondsLeft: number }) {
  const { t } = useTranslation("auth");
  const [left, setLeft] = useState(secondsLeft);
  // A new count from the server starts over at once, in the render that brings it.
  const [counted, setCounted] = useState(secondsLeft);
  if (secondsLeft !== counted) {
    setCounted(secondsLeft);
    setLeft(secondsLeft);
  }
  const pending = useAuthPending();
  useEffect(() => {
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
    <SubmitButton
      intent={intent}
      pending={pending}
      disabled={running}
      formNoValidate
      className="btn btn--outline btn--small field__side"
      data-seconds={left}
    >
      {running ? t("smsSent", { seconds: left }) : t("sendSms")}
    </SubmitButton>
  );
}

/** SPEC §9: the captcha image refreshes at most once per second. */
const CAPTCHA_REFRESH_MS = 1000;

/** The captcha image beside its input; a click refreshes it (JS), a link reloads the form (no JS). */
export function CaptchaImage({ place }: { place: Place }) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  // The image is fetched again with every page answer (the root loader's nonce) and every allowed click.
  const nonce = useShell().renderNonce;
  // A click asks for another challenge for this page answer only: once the page answers again (a form
  // back for another field), the session's challenge is drawn again, the one the kept answer belongs to.
  const [clicked, setClicked] = useState({ nonce, at: 0 });
  const fresh = clicked.at > 0 && clicked.nonce === nonce;
  const version = fresh ? `${nonce}-${clicked.at}` : nonce;
  const last = useRef(0);
  const refresh = () => {
    const now = Date.now();
    if (now - last.current < CAPTCHA_REFRESH_MS) return;
    last.current = now;
    setClicked({ nonce, at: now });
  };
  // The same challenge while it is unanswered (ADR 0068); a click, or the no-JS link's ?newCaptcha, asks for another.
  const asksNew = fresh || new URLSearchParams(place.search).has("newCaptcha");
  const image = (
    <img
      src={`/captcha.png?v=${version}${asksNew ? "&new=1" : ""}`}
      alt={t("captchaImage")}
      width={150}
      height={50}
      className="captcha__image"
    />
  );
  return hydrated ? (
    <button type="button" className="captcha" onClick={refresh} title={t("captchaRefresh")}>
      {image}
      <span className="visually-hidden">{t("captchaRefresh")}</span>
    </button>
  ) : (
    <span className="captcha">
      {image}
      <a href={hrefWith(place, { newCaptcha: nonce })} className="captcha__refresh">
        {t("captchaRefresh")}
      </a>
    </span>
  );
}
