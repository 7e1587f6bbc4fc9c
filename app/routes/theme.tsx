import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { serializeCookie } from "~/lib/cookies";
import { THEME_COOKIE, resolveTheme } from "~/lib/theme";
import { safeRedirectPath } from "~/lib/urls";

/** POST theme=dark|light&redirectTo=/path: stores the theme and goes back (works without JavaScript). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const theme = resolveTheme(String(form.get("theme") ?? ""));
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    headers: { "Set-Cookie": serializeCookie(THEME_COOKIE, theme) },
  });
}

export function loader() {
  return redirect("/");
}
