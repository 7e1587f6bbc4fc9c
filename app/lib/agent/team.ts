// Drilling into the team (SPEC §2.7 downlineManagmentView, palStatementsAgentCopy): the URL's `path` is
// the chain of downline agents from the agent's direct downline to the one whose team is shown. The
// platform checks only the last one (its `parent`); every crumb is checked again when it is followed.

const USERNAME = /^[A-Za-z0-9_.@-]{1,64}$/;
const MAX_DEPTH = 20;

/** The chain the URL names, usernames only; anything else ends it. */
export function teamPath(value: string | null): string[] {
  if (!value) return [];
  const names = value.split(",").slice(0, MAX_DEPTH);
  const bad = names.findIndex((name) => !USERNAME.test(name));
  return bad < 0 ? names : names.slice(0, bad);
}

/** The path one step further down, as the URL carries it. */
export const deeper = (path: readonly string[], username: string) => [...path, username].join(",");
