import crypto from "node:crypto";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { requireListedDialingCode, siteConfiguration } from "../merchant/index.js";
import { loginValue, NO_FLAGS, type Login, type Visit } from "./login.js";
import {
  findMemberByMobile,
  findMemberByUsername,
  phoneTarget,
  updateMember,
  usernameKey,
  type Member,
} from "./members.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { fieldInvalid } from "./registration.js";
import { fieldFailure, type FieldFailure } from "../../../contract/registration.js";
import { issueSession, revokeMemberSessions } from "./sessions.js";
import { disabled, type AccountContext } from "./sign-in.js";
import { take } from "./throttles.js";
import { isOn } from "./toggles.js";
import { useCode } from "./verification-codes.js";

// Changing and recovering the login password (SPEC §4): with the current one, by an SMS code, or with a
// temporary password sent by email. Every change ends the member's sessions.

export type PasswordChange = { oldPassword: string; newPassword: string; confirmNewPassword: string };
export type PasswordByPhone = {
  newPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
};

// A temporary password has letters and digits, as the password rule of the demo site asks.
function temporaryPassword(): string {
  const letters = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ";
  const digits = "23456789";
  const all = letters + digits;
  const chars = [letters[crypto.randomInt(letters.length)], digits[crypto.randomInt(digits.length)]];
  while (chars.length < 10) chars.push(all[crypto.randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join("");
}

/** A new password against the password rule; the well-known default is never accepted. */
async function checkNewPassword(
  { db, config }: AccountContext,
  field: string,
  password: string,
  confirm: string | null,
  old: string | null,
): Promise<void> {
  const failures: FieldFailure[] = [];
  const failure = fieldFailure(
    field,
    password,
    (await siteConfiguration(db, config.MERCHANT_CODE)).register.password,
    true,
  );
  if (failure) failures.push(failure);
  else if (password === config.DEFAULT_PASSWORD || password === old) failures.push({ field, rule: "reused" });
  if (confirm !== null && confirm !== password) failures.push({ field: "confirmNewPassword", rule: "checkPass" });
  if (failures.length) throw fieldInvalid(failures);
}

export async function changePassword(
  context: AccountContext,
  visit: Visit,
  member: Member,
  payload: PasswordChange,
): Promise<Login> {
  const { db, config, services } = context;
  await take(services.throttles.loginPerAccount, `user:${member.usernameKey}`);
  const tempOk =
    member.tempPasswordExpiresAt !== null &&
    member.tempPasswordExpiresAt.getTime() > Date.now() &&
    (await verifyPassword(member.tempPasswordHash, payload.oldPassword));
  if (!tempOk && !(await verifyPassword(member.passwordHash, payload.oldPassword))) {
    throw new AppError("PASSWORD_WRONG", "The current password is wrong");
  }
  await checkNewPassword(context, "newPassword", payload.newPassword, payload.confirmNewPassword, payload.oldPassword);
  const passwordHash = await hashPassword(config, payload.newPassword);
  // Every session ends; the member goes on with a new one (SPEC §4: "logged in again").
  const issued = await db.transaction(async (tx) => {
    await updateMember(tx, member.id, {
      passwordHash,
      passwordChangedAt: new Date(),
      mustChangePassword: false,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      firstLoginAt: member.firstLoginAt ?? new Date(),
    });
    await revokeMemberSessions(tx, member.id);
    return issueSession(tx, config, {
      memberId: member.id,
      accountKey: member.usernameKey,
      method: "password",
      ip: visit.ip,
      userAgent: visit.userAgent,
    });
  });
  const updated = required(await findMemberByUsername(db, member.usernameKey), "the member whose password changed");
  return loginValue(db, config, updated, issued.token, issued.session, NO_FLAGS);
}

export async function resetPasswordByPhone(
  context: AccountContext,
  visit: Visit,
  payload: PasswordByPhone,
): Promise<null> {
  const { db, config, services } = context;
  if (!(await isOn(db, config.MERCHANT_CODE, "CHNGPASSVERIF3"))) throw disabled("Password recovery by phone");
  await requireListedDialingCode(db, payload.countryDialingCode);
  await take(services.throttles.recoveryPerIp, visit.ip);
  await checkNewPassword(context, "newPassword", payload.newPassword, null, null);
  await useCode(db, "password", phoneTarget(payload.countryDialingCode, payload.mobileNum), payload.verificationCode);
  const member = await findMemberByMobile(db, payload.countryDialingCode, payload.mobileNum);
  if (!member || !member.passwordHash) throw new AppError("CODE_INVALID", "The verification code is not valid");
  const passwordHash = await hashPassword(config, payload.newPassword);
  await db.transaction(async (tx) => {
    await updateMember(tx, member.id, {
      passwordHash,
      passwordChangedAt: new Date(),
      mustChangePassword: false,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
    });
    await revokeMemberSessions(tx, member.id);
  });
  return null;
}

export async function emailTemporaryPassword(
  { db, config, services }: AccountContext,
  visit: Visit,
  input: { username: string; email: string },
): Promise<{ expirationTime: string }> {
  await take(services.throttles.recoveryPerIp, visit.ip);
  // One email per name per SMS_RESEND_SECONDS, counted whether or not the pair matches.
  await take(services.throttles.smsPerNumber, `email:${usernameKey(input.username)}`);
  const expiresAt = new Date(Date.now() + config.TEMP_PASSWORD_HOURS * 3_600_000);
  const member = await findMemberByUsername(db, input.username);
  // The same answer whether or not the pair matches: nobody learns who has an account.
  if (member?.passwordHash && member.email && member.email.toLowerCase() === input.email.toLowerCase()) {
    const temporary = temporaryPassword();
    await updateMember(db, member.id, {
      tempPasswordHash: await hashPassword(config, temporary),
      tempPasswordExpiresAt: expiresAt,
    });
    await services.delivery.email.send(
      member.email,
      "Laro: your temporary password",
      `Hello ${member.username},\n\nyour temporary password is ${temporary}\nIt works until ${expiresAt.toISOString()} and must be changed when you log in with it. ` +
        `Your current password keeps working; if you did not ask for this, ignore this message.`,
    );
  }
  return { expirationTime: expiresAt.toISOString() };
}
