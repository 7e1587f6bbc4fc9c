import { inArray } from "drizzle-orm";
import type { PlatformConfig } from "../config.js";
import type { Tx } from "../db/connect.js";
import {
  createMember,
  DEMO_LOGINS,
  findMemberByUsername,
  hashPassword,
  MEMBER_TYPE,
  rememberIp,
  updateMember,
  usernameKey,
} from "../modules/accounts/index.js";

export { DEMO_LOGINS };
import { members } from "../db/schema.js";
import { DEMO_CLUB_LABEL } from "./vip.js";

type DemoAccount = {
  username: string;
  password: string;
  type: number;
  upline?: string;
  /** A fixed invitation code, so that the demo (and the tests) can register downlines with it. */
  referralCode?: string;
  extra?: Partial<typeof members.$inferInsert>;
};

const accounts: DemoAccount[] = [
  {
    username: "demo",
    password: "Demo1234",
    type: MEMBER_TYPE.member,
    extra: {
      countryDialingCode: "+63",
      mobileNum: "9171234567",
      email: "demo@laro.example",
      payeeName: "DEMO PLAYER",
      // Level 1 of the demo VIP table: what the demo member's real figures give (ADR 0050).
      clubLabel: DEMO_CLUB_LABEL,
      memberLabels: [{ labelName: "New", color: "#2e7d32" }],
    },
  },
  {
    username: "agent1",
    password: "Agent1234",
    type: MEMBER_TYPE.agent,
    referralCode: "LAROAG1",
    extra: { payeeName: "AGENT ONE" },
  },
  {
    username: "agent2",
    password: "Agent1234",
    type: MEMBER_TYPE.subAgent,
    upline: "agent1",
    referralCode: "LAROAG2",
    extra: { payeeName: "AGENT TWO" },
  },
  {
    username: "agent3",
    password: "Agent1234",
    type: MEMBER_TYPE.subAgent,
    upline: "agent2",
    referralCode: "LAROAG3",
    extra: { payeeName: "AGENT THREE" },
  },
  { username: "player1", password: "Player1234", type: MEMBER_TYPE.member, upline: "agent1" },
  { username: "player2", password: "Player1234", type: MEMBER_TYPE.member, upline: "agent2" },
  { username: "player3", password: "Player1234", type: MEMBER_TYPE.member, upline: "agent3" },
  { username: "staff", password: "Staff1234", type: MEMBER_TYPE.staff },
];

// Local logins come from loopback; knowing it spares the demo accounts the new-address code.
const LOCAL_ADDRESSES = ["127.0.0.1", "::1"];

/** Creates the accounts that are missing (uplines first); existing ones, and their passwords, stay. */
export async function seedMembers(tx: Tx, config: PlatformConfig, now: Date): Promise<void> {
  const existing = await tx
    .select({ usernameKey: members.usernameKey })
    .from(members)
    .where(
      inArray(
        members.usernameKey,
        accounts.map((a) => usernameKey(a.username)),
      ),
    );
  const present = new Set(existing.map((e) => e.usernameKey));
  for (const account of accounts) {
    if (present.has(usernameKey(account.username))) continue;
    const upline = account.upline ? await findMemberByUsername(tx, account.upline) : undefined;
    const member = await createMember(tx, {
      username: account.username,
      type: account.type,
      passwordHash: await hashPassword(config, account.password),
      passwordChangedAt: now,
      // Demo accounts have been used before: no first-login password change on the first visit.
      firstLoginAt: now,
      uplineId: upline?.id ?? null,
      registerMethod: "SEED",
      ...account.extra,
    });
    if (account.referralCode) await updateMember(tx, member.id, { referralCode: account.referralCode });
    for (const ip of LOCAL_ADDRESSES) await rememberIp(tx, member.id, ip);
  }
}
