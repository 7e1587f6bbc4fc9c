import { redirect } from "@remix-run/node";
import { FormReadError, readPlainForm } from "~/lib/security/formData.server";
import { checkForm } from "~/lib/security/security.server";
import { viewerOf } from "~/lib/session/viewer.server";

export type MemberPageForm<I extends string> = { form: FormData; intent: I; token: string; here: string };
/** Why the form was not taken, for the page to show next to it (the intent is "review" when none was read). */
export type MemberPageRefusal<I extends string> = {
  refused: { intent: I | "review"; message: string; status: 400 | 403 };
};

/**
 * A real member's form on a betting page (the lottery, the arena). A visitor is sent to log in and a trial player
 * to a real account, over the page they were on; then the form is read, an intent the page does not know sends
 * the browser back to the page, and the form's token is checked.
 */
export async function readMemberPageForm<I extends string>(
  request: Request,
  intents: readonly I[],
): Promise<MemberPageForm<I> | MemberPageRefusal<I>> {
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  const { viewer, token } = await viewerOf(request);
  const withModal = (modal: string) => `${here}${here.includes("?") ? "&" : "?"}modal=${modal}`;
  if (viewer === "visitor") throw redirect(withModal("login"));
  if (viewer === "trial" || !token) throw redirect(withModal("needTrueAccount"));
  let form: FormData;
  try {
    form = await readPlainForm(request);
  } catch (error) {
    if (!(error instanceof FormReadError)) throw error;
    return { refused: { intent: "review", message: "member:error.formUnreadable", status: 400 } };
  }
  const intent = String(form.get("intent") ?? "") as I;
  if (!intents.includes(intent)) throw redirect(here, 303);
  if ((await checkForm(form, request.headers, { publicForm: false })) !== "ok")
    return { refused: { intent, message: "member:error.formExpired", status: 403 } };
  return { form, intent, token, here };
}
