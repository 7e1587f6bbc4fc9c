// A refused sign-in option as the form shows it: a wrong or spent answer next to its field, anything
// else (a pause after too many tries, a lost connection) as the account forms word it.
import { translateFailure, type Translated } from "~/lib/auth/account.server";
import { PlatformError } from "~/lib/platform/client.server";

export function signinFailure(error: unknown, field: string, wrongAnswer: string): Translated {
  if (error instanceof PlatformError && error.code === "CODE_INVALID")
    return { formErrors: [], fieldErrors: { [field]: [wrongAnswer] } };
  if (error instanceof PlatformError && error.code === "PASSWORD_WRONG")
    return { formErrors: [], fieldErrors: { password: ["signin:error.passwordWrong"] } };
  return translateFailure(error, { verificationCode: field });
}
