// Who is looking at a page that visitors, trial players and members all see (the points shop, the lottery): the
// kind of viewer, and the session token only for a real member (SPEC §6: a trial account is refused member
// actions). Parts of such a page load on their own: one the platform cannot answer shows as failed, the rest shows.
import { PlatformError, PlatformUnreachableError } from "~/lib/platform/client.server";
import { getSession } from "./session.server";

export type Viewer = "visitor" | "trial" | "member";

export async function viewerOf(request: Request): Promise<{ viewer: Viewer; token: string | null }> {
  const session = await getSession(request);
  const member = session.get("member");
  const token = session.get("token");
  if (!member || !token) return { viewer: "visitor", token: null };
  return member.isTrial ? { viewer: "trial", token: null } : { viewer: "member", token };
}

/** A part of the page the platform could not answer: the rest still shows. */
export type Failed = { failed: true };

/** `page` names the page and part in the log; any other error is thrown. */
export function partFailed(page: string, what: string, error: unknown): Failed {
  if (!(error instanceof PlatformError || error instanceof PlatformUnreachableError)) throw error;
  console.error(`${page} ${what}: ${error.message}`);
  return { failed: true };
}
