// A form's answer to conform (ADR 0072): every form of the site answers through this, so none echoes a secret.
import type { SubmissionResult } from "@conform-to/react";
import { HIDDEN_FIELDS } from "~/lib/auth/account.server";

/** A form's answer to conform, never echoing a password or token. */
export function reply(submission: { reply: (options?: object) => unknown }, extra: object = {}) {
  return submission.reply({ hideFields: HIDDEN_FIELDS, ...extra }) as SubmissionResult<string[]>;
}
