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
import { PAY_ALL_HREF } from "~/lib/member/centres";
import type { CentreActionData } from "~/lib/member/centre.server";

/** The last answer of the centre's action for the form posting `intent` (not its confirmation step). */
export function useCentreResult(intent: string): SubmissionResult<string[]> | undefined {
  const answer = useActionData<CentreActionData>();
  return answer?.intent === intent && !answer.confirm ? answer.result : undefined;
}

/** A centre form (DESIGN §4): the same zod schema checks it in the browser and on the server. */
export function useCentreForm<S extends z.ZodTypeAny>(formId: string, intent: string, schema: S, options: { lastResult?: SubmissionResult<string[]>; defaultValue?: Record<string, unknown> } = {}) {
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
  return useFormPending((formAction) => formAction.startsWith("/member/") || formAction.startsWith("/agent/") || formAction.startsWith("/pointMall"), intent);
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
    <Form method="post" {...getFormProps(form)} action={action} encType={multipart ? "multipart/form-data" : undefined} className={className} preventScrollReset>
      <AuthenticityTokenInput />
      <CentreErrors errors={form.errors} id={form.errorId} />
      {children}
    </Form>
  );
}

/** Where a form-level message's fix is: the payment password to set, the settlements a frozen agent must pay. */
const FIXES: Record<string, { href: string; label: string }> = {
  "member:error.PAYMENT_PASSWORD_NOT_SET": { href: "/member/securityCenter#payment-password", label: "member:paymentPassword.setLink" },
  "care:error.FROZEN": { href: PAY_ALL_HREF, label: "care:frozen.payAll" },
  // A no-deposit bonus asks for a contact bound first; a second wagering bonus waits for the first to end.
  "promotions:error.BIND_REQUIRED": { href: "/member/securityCenter", label: "promotions:fix.bind" },
  "promotions:error.BIND_REQUIRED_FIELD": { href: "/member/securityCenter", label: "promotions:fix.bind" },
  "promotions:error.ONE_ACTIVE_BONUS": { href: "/member/bonusDetails", label: "promotions:fix.bonuses" },
};

/** Form-level messages, each with a link to its fix when it has one. */
export function CentreErrors({ errors, id }: { errors: string[] | undefined; id: string }) {
  const { t } = useTranslation("member");
  const fixLink = (error: string) => {
    const fix = FIXES[parseMessage(error).key];
    return fix ? (
      <>
        {" "}
        <Link to={fix.href}>{t(fix.label)}</Link>
      </>
    ) : null;
  };
  return <ErrorList errors={errors} id={id} ns="member" after={fixLink} />;
}

/** A centre form's submit button: only the form of this intent waits while it is on its way. */
export function CentreSubmit({ intent, children, className = "btn btn--gold" }: { intent: string; children: ReactNode; className?: string }) {
  return (
    <SubmitButton intent={intent} pending={useCentrePending(intent)} className={className}>
      {children}
    </SubmitButton>
  );
}
