// SPEC §2.1 guard: with loginedToHomePage on, a visitor without a session goes to /login.
export const GUARD_EXEMPT: ReadonlySet<string> = new Set([
  "/login",
  "/register",
  "/register.html",
  "/helpmc",
  "/download",
]);

export function guardRedirect(
  pathname: string,
  input: { loginedToHomePage: boolean; hasSession: boolean },
): string | null {
  if (!input.loginedToHomePage || input.hasSession) return null;
  const path = pathname.replace(/\/+$/, "") || "/";
  return GUARD_EXEMPT.has(path) ? null : "/login";
}
