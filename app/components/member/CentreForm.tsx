import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { z } from "zod";
import { ErrorList } from "~/components/forms/ErrorList";
import { SubmitButton, useFormPending } from "~/components/forms/SubmitButton";
import { parseMessage } from "~/lib/forms/messages";
import type { CentreActionData } from "~/lib/member/centre.server";

/** The last answer of the centre's action for the form posting `intent` (not its confirmation step). */
export function useCentreResult(intent: string): SubmissionResult<string[]> | undefined {
  const answer = useActionData<CentreActionData>();
  return answer?.intent === intent && !answer.confirm ? answer.result : undefined;
}

/** A centre form (DESIGN §4): the same zod schema checks it in the browser and on the server. */
export function useCentreForm<S extends z.ZodTypeAny>(formId: string, intent: string, schema: S, options: { lastResult?: SubmissionResult<string[]> } = {}) {
  const ownResult = useCentreResult(intent);
  return useForm<z.input<S>, z.output<S>, string[]>({
    id: formId,
    lastResult: "lastResult" in options ? options.lastResult : ownResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** True while a form of the member or agent centre is on its way (pending state; no double submission). */
export function useCentrePending(intent?: string): boolean {
  return useFormPending((formAction) => formAction.startsWith("/member/") || formAction.startsWith("/agent/"), intent);
}

export function CentreForm({
  form,
  className = "account-form",
  multipart = false,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's shape
  form: FormMetadata<any, string[]>;
  className?: string;
  multipart?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} encType={multipart ? "multipart/form-data" : undefined} className={className} preventScrollReset>
      <AuthenticityTokenInput />
      <CentreErrors errors={form.errors} id={form.errorId} />
      {children}
    </Form>
  );
}

/** Form-level messages; "no payment password yet" links to where it is set. */
export function CentreErrors({ errors, id }: { errors: string[] | undefined; id: string }) {
  const { t } = useTranslation("member");
  const setLink = (error: string) =>
    parseMessage(error).key === "member:error.PAYMENT_PASSWORD_NOT_SET" ? (
      <>
        {" "}
        <Link to="/member/securityCenter#payment-password">{t("paymentPassword.setLink")}</Link>
      </>
    ) : null;
  return <ErrorList errors={errors} id={id} ns="member" after={setLink} />;
}

/** A centre form's submit button: only the form of this intent waits while it is on its way. */
export function CentreSubmit({ intent, children, className = "btn btn--gold" }: { intent: string; children: ReactNode; className?: string }) {
  return (
    <SubmitButton intent={intent} pending={useCentrePending(intent)} className={className}>
      {children}
    </SubmitButton>
  );
}
