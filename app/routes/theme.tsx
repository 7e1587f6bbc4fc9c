import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { serializeCookie } from "~/lib/session/cookies";
import { THEME_COOKIE, resolveTheme } from "~/lib/shell/theme";
import { checkForm } from "~/lib/security/security.server";
import { safeRedirectPath } from "~/lib/shell/urls";
import { readPlainForm } from "~/lib/security/formData.server";

/** POST theme=dark|light&redirectTo=/path: stores the theme and goes back (works without JavaScript). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readPlainForm(request);
  const back = safeRedirectPath(form.get("redirectTo"));
  // A cross-site form must not change the visitor's preferences either (DESIGN §4: CSRF on every mutating form).
  if ((await checkForm(form, request.headers, { publicForm: false })) !== "ok") return redirect(back);
  const theme = resolveTheme(String(form.get("theme") ?? ""));
  return redirect(back, {
    headers: { "Set-Cookie": serializeCookie(THEME_COOKIE, theme) },
  });
}

export function loader() {
  return redirect("/");
}
