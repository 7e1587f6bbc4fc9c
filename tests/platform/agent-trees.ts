import type { Db } from "../../server/db/connect.js";
import { createMember, hashPassword, rememberIp } from "../../server/modules/accounts/index.js";
import type { Platform } from "./harness.js";

/**
 * Makes the members of an agent tree, each under the upline named before it (null: none), able to log in
 * from 127.0.0.1 with `password`; answers their ids by username.
 */
export async function agentTree(
  platform: Platform,
  password: string,
  people: [username: string, type: number, upline: string | null][],
): Promise<Record<string, string>> {
  const db: Db = platform.database.db;
  const ids: Record<string, string> = {};
  const passwordHash = await hashPassword(platform.config, password);
  for (const [username, type, upline] of people) {
    const member = await createMember(db, {
      username,
      type,
      uplineId: upline ? ids[upline] : null,
      passwordHash,
      firstLoginAt: new Date(),
    });
    await rememberIp(db, member.id, "127.0.0.1");
    ids[username] = member.id;
  }
  return ids;
}
