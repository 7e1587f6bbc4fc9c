import { PlatformError } from "~/lib/platform/client.server";
import { forgetMember, redirectWith } from "./account.server";
import type { AuthContext, AuthTask } from "./task.server";

async function logout(ctx: AuthContext) {
  const { session, client } = ctx;
  const token = session.get("token");
  if (token) {
    try {
      await client.logout(token);
    } catch (error) {
      // Already ended on the platform (expired, revoked): the visitor is logged out all the same.
      if (!(error instanceof PlatformError)) console.error(`logout: ${(error as Error).message}`);
    }
  }
  forgetMember(session);
  return redirectWith(session, "/");
}

export const LOGOUT_TASK: AuthTask = { intent: "logout", publicForm: false, run: logout };
