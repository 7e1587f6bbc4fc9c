// CSRF token on every mutating form and a honeypot on public ones (DESIGN §4, §8).
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { SECRET, csrfCookie } from "../session/session.server";

export const csrf = new CSRF({ cookie: csrfCookie, secret: SECRET });

export const honeypot = new Honeypot({ encryptionSeed: SECRET });

/** The form's token and honeypot check; false means the submission is to be refused. */
export async function checkForm(
  form: FormData,
  headers: Headers,
  options: { publicForm: boolean },
): Promise<"ok" | "csrf" | "spam"> {
  try {
    await csrf.validate(form, headers);
  } catch (error) {
    if (error instanceof CSRFError) return "csrf";
    throw error;
  }
  if (options.publicForm) {
    try {
      honeypot.check(form);
    } catch (error) {
      if (error instanceof SpamError) return "spam";
      throw error;
    }
  }
  return "ok";
}

/** The honeypot's own field names: never echoed back into a form's last result. */
export const HONEYPOT_FIELDS = ["name__confirm", "from__confirm"];
