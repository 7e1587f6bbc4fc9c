import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/connect.js";
import { requireOperator } from "../../http/operator.js";
import { route } from "../../http/route.js";
import { verificationCodes } from "./session-schema.js";
import { revokeMemberSessions } from "./sessions.js";
import { recordAudit } from "../system/index.js";
import { findMemberByUsername, usernameKey } from "./members.js";
import { verifyPassword } from "./passwords.js";
import { members } from "./schema.js";

// Demo accounts: a member, an agent with two levels of downline, and a staff account
// that the member site refuses. `npm start` prints these; trial play needs no account.
export const DEMO_LOGINS = [
  { username: "demo", password: "Demo1234", role: "member" },
  { username: "agent1", password: "Agent1234", role: "agent (type 1), affiliate code LAROAG1" },
  { username: "agent2", password: "Agent1234", role: "agent (type 2), downline of agent1, affiliate code LAROAG2" },
  { username: "agent3", password: "Agent1234", role: "agent (type 2), downline of agent2, affiliate code LAROAG3" },
  { username: "player1", password: "Player1234", role: "member, downline of agent1" },
  { username: "player2", password: "Player1234", role: "member, downline of agent2" },
  { username: "player3", password: "Player1234", role: "member, downline of agent3 (the tree's fourth level)" },
  { username: "staff", password: "Staff1234", role: "merchant staff (type 3), refused by the member site" },
] as const;

// A demo install's accounts (server/seed/members.ts) have passwords printed by `npm start` and the
// README. Production must not keep them usable (ADR 0015): the start refuses while any of them still
// opens with its published password, and `demo retire` closes them for good — no password, no
// temporary password, no sessions, no unused login ticket or code, no mobile or email to log in or
// recover with. The rows stay, so their history (ledger, downlines) keeps its owners.

export type RetiredAccount = {
  username: string;
  sessionsEnded: number;
  codesVoided: number;
  unbound: ("mobile" | "email")[];
  alreadyRetired: boolean;
};
export type DemoRetireResult = { action: "demo.retire"; accounts: RetiredAccount[] };

/** The demo accounts that still open with their published password, in the order the README lists them. */
export async function demoAccountsWithPublishedPasswords(db: Db): Promise<string[]> {
  const open: string[] = [];
  for (const login of DEMO_LOGINS) {
    const member = await findMemberByUsername(db, login.username);
    if (member && (await verifyPassword(member.passwordHash, login.password))) open.push(member.username);
  }
  return open;
}

/** Retires every demo account present, each audited; one already retired is reported and left alone. */
export async function retireDemoAccounts(db: Db, source: "api" | "cli"): Promise<DemoRetireResult> {
  return db.transaction(async (tx) => {
    const accounts: RetiredAccount[] = [];
    for (const login of DEMO_LOGINS) {
      const [member] = await tx
        .select()
        .from(members)
        .where(eq(members.usernameKey, usernameKey(login.username)))
        .for("update");
      if (!member) continue;
      const sessionsEnded = await revokeMemberSessions(tx, member.id);
      // A live login ticket or new-address code issued before now would otherwise still open a session.
      const now = new Date();
      const voided = await tx
        .update(verificationCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(verificationCodes.memberId, member.id),
            isNull(verificationCodes.usedAt),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .returning({ id: verificationCodes.id });
      const codesVoided = voided.length;
      const unbound = [
        ...(member.mobileNum ? (["mobile"] as const) : []),
        ...(member.email ? (["email"] as const) : []),
      ];
      const alreadyRetired =
        member.passwordHash === null &&
        member.tempPasswordHash === null &&
        unbound.length === 0 &&
        sessionsEnded === 0 &&
        codesVoided === 0;
      accounts.push({ username: member.username, sessionsEnded, codesVoided, unbound, alreadyRetired });
      if (alreadyRetired) continue;
      await tx
        .update(members)
        .set({
          passwordHash: null,
          tempPasswordHash: null,
          tempPasswordExpiresAt: null,
          countryDialingCode: null,
          mobileNum: null,
          email: null,
        })
        .where(eq(members.id, member.id));
      await recordAudit(tx, {
        action: "demo.retire",
        detail: {
          source,
          username: member.username,
          memberId: member.id,
          sessionsEnded,
          codesVoided,
          unbound,
          mobile: member.mobileNum ? `${member.countryDialingCode ?? ""}${member.mobileNum}` : null,
          email: member.email,
        },
      });
    }
    return { action: "demo.retire" as const, accounts };
  });
}

export function describeDemoRetire(result: DemoRetireResult): string {
  if (result.accounts.length === 0) return "No demo accounts on this site: nothing to retire";
  const lines = result.accounts.map((a) => {
    if (a.alreadyRetired) return `  ${a.username}: already retired`;
    const sessions = `${a.sessionsEnded} session${a.sessionsEnded === 1 ? "" : "s"} ended`;
    const codes = a.codesVoided
      ? `, ${a.codesVoided} unused login ticket${a.codesVoided === 1 ? "" : "s"} or code${a.codesVoided === 1 ? "" : "s"} voided`
      : "";
    const unbound = a.unbound.length ? `, ${a.unbound.join(" and ")} unbound` : "";
    return `  ${a.username}: password disabled, ${sessions}${codes}${unbound}`;
  });
  return `Demo accounts retired (they can no longer log in or recover a password):\n${lines.join("\n")}`;
}

/** POST /ops/demo/retire (docs/platform-calls.md, "Operator calls"). */
export async function demoOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  route(app, { method: "POST", url: "/demo/retire", handler: () => retireDemoAccounts(app.db, "api") });
}
