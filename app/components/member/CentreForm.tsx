import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { z } from "zod";
import { SubmitButton, useFormPending } from "~/components/forms/SubmitButton";
import type { CentreActionData } from "~/lib/member/centre.server";
import { CentreErrors } from "./CentreErrors";

export { CentreErrors };

/** The last answer of the centre's action for the form posting `intent` (not its confirmation step). */
export function useCentreResult(intent: string): SubmissionResult<string[]> | undefined {
  const answer = useActionData<CentreActionData>();
  return answer?.intent === intent && !answer.confirm ? answer.result : undefined;
}

/** A centre form (DESIGN §4): the same zod schema checks it in the browser and on the server. */
export function useCentreForm<S extends z.ZodTypeAny>(
  formId: string,
  intent: string,
  schema: S,
  options: { lastResult?: SubmissionResult<string[]>; defaultValue?: Record<string, unknown> } = {},
) {
  const ownResult = useCentreResult(intent);
  return useForm<z.input<S>, z.output<S>, string[]>({
    id: formId,
    lastResult: "lastResult" in options ? options.lastResult : ownResult,
    defaultValue: options.defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** True while a form of the member or agent centre (or the points shop's) is on its way (pending state; no double submission). */
export function useCentrePending(intent?: string): boolean {
  return useFormPending(
    (formAction) =>
      formAction.startsWith("/member/") || formAction.startsWith("/agent/") || formAction.startsWith("/pointMall"),
    intent,
  );
}

export function CentreForm({
  form,
  className = "account-form",
  multipart = false,
  action,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's shape
  form: FormMetadata<any, string[]>;
  className?: string;
  multipart?: boolean;
  /** Where it posts when not to the page it is on (a promotion's application, from any of its pages). */
  action?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      action={action}
      encType={multipart ? "multipart/form-data" : undefined}
      className={className}
      preventScrollReset
    >
      <AuthenticityTokenInput />
      <CentreErrors errors={form.errors} id={form.errorId} />
      {children}
    </Form>
  );
}

/** A centre form's submit button: only the form of this intent waits while it is on its way. */
export function CentreSubmit({
  intent,
  children,
  className = "btn btn--gold",
}: {
  intent: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <SubmitButton intent={intent} pending={useCentrePending(intent)} className={className}>
      {children}
    </SubmitButton>
  );
}
