import {
  MEMBER_TYPE,
  createMember,
  findMemberByUsername,
  hashPassword,
  rememberIp,
} from "../../server/modules/accounts/index.js";
import { login, withToken } from "./accounts.js";
import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

/**
 * A member with a clean history for the responsible-play tests: under agent2, known at 127.0.0.1 (no new-address
 * check), logged in and funded; with a payment password when one is given. Answers its id, token and username.
 */
export async function careMember(
  platform: Platform,
  username: string,
  options: { funds?: string; paymentPassword?: string } = {},
) {
  const db = platform.database.db;
  const uplineId = (await findMemberByUsername(db, "agent2"))!.id;
  const member = await createMember(db, {
    username,
    type: MEMBER_TYPE.member,
    uplineId,
    passwordHash: await hashPassword(platform.config, "Fresh1234"),
    firstLoginAt: new Date(),
  });
  await rememberIp(db, member.id, "127.0.0.1");
  const token = (await login(platform.app, username, "Fresh1234")).body.value.token as string;
  const pin = options.paymentPassword;
  if (pin)
    await withToken(platform.app, "POST", "/wps/member/paymentPassword", token, {
      body: { newPassword: pin, confirmPassword: pin },
    });
  await call(platform.app, "POST", "/ops/wallet/adjust", {
    headers: operatorHeaders,
    body: { username, amount: options.funds ?? "100000000", reason: "care test funds" },
  });
  return { id: member.id, token, username };
}

/**
 * One seeded platform for a responsible-play test file, handed to `use` once started (and `prepare`d): real
 * timers again after each test (they move the clock), and the ledger proven before it closes.
 */
export function carePlatform(use: (platform: Platform) => void, prepare?: (platform: Platform) => Promise<void>) {
  let platform: Platform | undefined;
  beforeAll(async () => {
    platform = await startPlatform({ seed: true });
    await prepare?.(platform);
    use(platform);
  }, 60_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    if (platform) expect((await verifyLedger(platform.database.db)).ok).toBe(true);
    await platform?.close();
  });
}
