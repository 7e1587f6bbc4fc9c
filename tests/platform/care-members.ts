import { MEMBER_TYPE, createMember, findMemberByUsername, hashPassword, rememberIp } from "../../server/modules/accounts/index.js";
import { login, withToken } from "./accounts.js";
import { call, operatorHeaders, type Platform } from "./harness.js";

/**
 * A member with a clean history for the responsible-play tests: under agent2, known at 127.0.0.1 (no new-address
 * check), logged in and funded; with a payment password when one is given. Answers its id, token and username.
 */
export async function careMember(platform: Platform, username: string, options: { funds?: string; paymentPassword?: string } = {}) {
  const db = platform.database.db;
  const uplineId = (await findMemberByUsername(db, "agent2"))!.id;
  const member = await createMember(db, { username, type: MEMBER_TYPE.member, uplineId, passwordHash: await hashPassword(platform.config, "Fresh1234"), firstLoginAt: new Date() });
  await rememberIp(db, member.id, "127.0.0.1");
  const token = (await login(platform.app, username, "Fresh1234")).body.value.token as string;
  const pin = options.paymentPassword;
  if (pin) await withToken(platform.app, "POST", "/wps/member/paymentPassword", token, { body: { newPassword: pin, confirmPassword: pin } });
  await call(platform.app, "POST", "/ops/wallet/adjust", { headers: operatorHeaders, body: { username, amount: options.funds ?? "100000000", reason: "care test funds" } });
  return { id: member.id, token, username };
}
