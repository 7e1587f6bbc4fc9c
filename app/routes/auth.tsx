// POST /auth: every account form (DESIGN §4 "many actions on one route dispatch on intent"). Each
// task — its schema and handler — lives in app/lib/auth/; this route checks the form and picks the
// task by the pressed button's intent.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { flashForm, placeOf, redirectWith } from "~/lib/auth/account.server";
import { FREE_PLAY_TASK } from "~/lib/auth/freePlay.server";
import { LOGIN_TASKS } from "~/lib/auth/login.server";
import { LOGOUT_TASK, TRIAL_REGISTER_TASK } from "~/lib/auth/logout.server";
import { PASSWORD_TASKS } from "~/lib/auth/passwords.server";
import { REGISTER_TASK } from "~/lib/auth/register.server";
import { SMS_TASKS } from "~/lib/auth/sms.server";
import type { AuthContext, AuthTask } from "~/lib/auth/task.server";
import { readPlainForm } from "~/lib/security/formData.server";
import { checkForm } from "~/lib/security/security.server";
import { getSession } from "~/lib/session/session.server";
import { modalHref } from "~/lib/shell/urls";
import { wps } from "~/lib/platform/client.server";

const TASKS: readonly AuthTask[] = [
  ...LOGIN_TASKS,
  ...SMS_TASKS,
  REGISTER_TASK,
  ...PASSWORD_TASKS,
  FREE_PLAY_TASK,
  LOGOUT_TASK,
  TRIAL_REGISTER_TASK,
];

// Remix needs a default export for the route to answer its action without a page of its own.
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readPlainForm(request);
  const intent = String(form.get("intent") ?? "");
  const task = TASKS.find((candidate) => candidate.intent === intent);
  const session = await getSession(request);
  const returnTo = String(form.get("returnTo") ?? "/");
  const ctx: AuthContext = { request, form, session, client: wps(request, context), returnTo };

  const check = await checkForm(form, request.headers, { publicForm: task?.publicForm ?? false });
  if (check !== "ok") {
    // A stale page (the CSRF cookie expired) or a bot: nothing happens; people see why.
    flashForm(session, "security", { status: "error", error: { "": [`auth:error.${check}`] } });
    return redirectWith(session, modalHref(placeOf(returnTo), "formExpired"));
  }
  if (!task) return redirect(placeOf(returnTo).pathname);
  return task.run(ctx);
}
