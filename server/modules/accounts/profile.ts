import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { route } from "../../http/route.js";
import type { AccountServices } from "./account-services.js";
import { clientIp } from "./visit.js";
import { take } from "./throttles.js";
import { createCode, useCode, type CodePurpose } from "./verification-codes.js";
import { normalizeDialingCode, requireListedDialingCode, siteConfiguration } from "../merchant/index.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { findMemberByMobile, maskEmail, maskMobile, phoneTarget, updateMember, type Member } from "./members.js";
import { fieldInvalid } from "./registration.js";
import {
  ageOn,
  fieldFailure,
  MINIMUM_AGE,
  parseBirthday,
  type FieldFailure,
  type RegisterRule,
} from "../../../contract/registration.js";
import { members } from "./schema.js";
import { dialingCode, mobileNum } from "./phone-inputs.js";
import { profileEndpoints } from "../../../contract/routes/profile.js";

// The member's own profile in "My account" (SPEC §2.6): the fields registration asks for, and a
// mobile number or email bound with a code sent to the new one. Every field is checked by the same
// rule as at registration (GET /wps/system/setting/register).

/** Contact fields a member may fill in later, when the site shows them at registration. */
const CONTACT_FIELDS = ["qqNum", "line", "whatsapp", "zalo", "facebook", "wechat", "telegram"] as const;

// Nickname has no registration rule (registration copies the username): any printable text.
const NICKNAME_RULE: RegisterRule = {
  enabled: true,
  required: false,
  acceptedPattern: "^[^\\p{Cc}]+$",
  patternId: "any",
  minLength: 2,
  maxLength: 20,
  type: "text",
};

// Registration's own fallback when a site has no email rule.
const EMAIL_RULE: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
  patternId: "email",
  minLength: 6,
  maxLength: 64,
  type: "email",
};

const text = z.string().trim().max(255).optional();
const profileChange = z.object({
  payeeName: text,
  nickname: text,
  birthday: text,
  qqNum: text,
  line: text,
  whatsapp: text,
  zalo: text,
  facebook: text,
  wechat: text,
  telegram: text,
});
const code = z.string().trim().min(1).max(255);
const email = z.string().trim().max(255);

export type Profile = {
  nickname: string;
  payeeName: string | null;
  birthday: string | null;
  countryDialingCode: string | null;
  mobileNum: string | null;
  email: string | null;
  contacts: Partial<Record<(typeof CONTACT_FIELDS)[number], string | null>>;
};

function profileOf(member: Member): Profile {
  return {
    nickname: member.nickname,
    payeeName: member.payeeName,
    birthday: member.birthday,
    countryDialingCode: member.countryDialingCode,
    mobileNum: maskMobile(member.mobileNum),
    email: maskEmail(member.email),
    contacts: Object.fromEntries(CONTACT_FIELDS.map((f) => [f, member[f]])),
  };
}

/** yyyy-MM-dd, whichever of the two accepted forms was typed. */
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

async function emailOwner(db: Db, address: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = ${address}`, ne(members.id, memberId)))
    .limit(1);
  return row !== undefined;
}

export function profileRoutes(app: FastifyInstance, services: AccountServices) {
  const { db, config } = app;
  const { throttles, delivery } = services;
  const rules = async () => (await siteConfiguration(db, config.MERCHANT_CODE)).register;

  /** The code only counts for the member who asked for it (a newer request by anyone replaces it). */
  async function useOwnCode(purpose: CodePurpose, target: string, given: string, memberId: string) {
    const row = await useCode(db, purpose, target, given);
    if (row.memberId !== memberId) throw new AppError("CODE_INVALID", "The verification code is not valid");
  }

  // Like the other SMS calls: one message per number (or address) per SMS_RESEND_SECONDS, and
  // SMS_PER_IP_PER_HOUR per client address.
  async function throttle(request: FastifyRequest, target: string) {
    await take(throttles.smsPerIp, clientIp(request));
    await take(throttles.smsPerNumber, target);
  }

  route(app, {
    endpoint: profileEndpoints.memberProfile,
    auth: "realMember",
    handler: async ({ signedIn }) => profileOf(signedIn.member),
  });

  route(app, {
    endpoint: profileEndpoints.updateProfile,
    body: profileChange,
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }, request) => {
      const site = await rules();
      const failures: FieldFailure[] = [];
      const change: Partial<typeof members.$inferInsert> = {};
      // The value when it is given and passes its rule; a failing one is noted.
      const accepted = (
        field: string,
        value: string | undefined,
        rule: RegisterRule | undefined,
      ): string | undefined => {
        const failure = fieldFailure(field, value, rule, false);
        if (failure) failures.push(failure);
        return !failure && value !== undefined && value !== "" ? value : undefined;
      };

      // Withdrawals pay only to accounts in the member's full name, so it is set once and then kept.
      if (accepted("payeeName", body.payeeName, site.payeeName) && body.payeeName !== member.payeeName) {
        if (member.payeeName)
          throw new AppError("PAYEE_NAME_LOCKED", "The full name is already set; customer service can correct it");
        change.payeeName = body.payeeName;
      }
      if (accepted("nickname", body.nickname, NICKNAME_RULE)) change.nickname = body.nickname;
      const birthdayText = accepted("birthday", body.birthday, site.birthday);
      if (birthdayText !== undefined) {
        const birthday = parseBirthday(birthdayText);
        const rule = site.birthday;
        if (!birthday)
          failures.push({
            field: "birthday",
            patternId: rule?.patternId ?? "date",
            min: rule?.minLength ?? 10,
            max: rule?.maxLength ?? 10,
          });
        else if (ageOn(birthday, new Date()) < MINIMUM_AGE) failures.push({ field: "birthday", rule: "age" });
        else change.birthday = isoDate(birthday);
      }
      // Only the contact fields the site shows; an empty one is cleared unless the site requires it.
      for (const field of CONTACT_FIELDS) {
        const rule = site[field];
        const value = body[field];
        if (!rule?.enabled || value === undefined) continue;
        if (value === "" && rule.required) failures.push({ field, rule: "required" });
        else if (value === "") change[field] = null;
        else if (accepted(field, value, rule)) change[field] = value;
      }
      if (failures.length) throw fieldInvalid(failures);

      if (Object.keys(change).length > 0) {
        // The full name is written only while still empty, so two requests racing cannot both set it.
        const where = change.payeeName
          ? and(eq(members.id, member.id), sql`${members.payeeName} is null`)
          : eq(members.id, member.id);
        const [updated] = await db.update(members).set(change).where(where).returning();
        if (!updated)
          throw new AppError("PAYEE_NAME_LOCKED", "The full name is already set; customer service can correct it");
        request.log.info({ memberId: member.id, fields: Object.keys(change) }, "member profile changed");
        return profileOf(updated);
      }
      return profileOf(member);
    },
  });

  route(app, {
    endpoint: profileEndpoints.bindMobileSms,
    body: z.object({ countryDialingCode: dialingCode, mobileNum }),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }, request) => {
      await requireListedDialingCode(db, body.countryDialingCode);
      const failure = fieldFailure("mobileNum", body.mobileNum, (await rules()).mobileNum, true);
      if (failure) throw fieldInvalid([failure]);
      const owner = await findMemberByMobile(db, body.countryDialingCode, body.mobileNum);
      if (owner && owner.id !== member.id)
        throw new AppError("MOBILE_TAKEN", "This mobile number already has an account");
      if (owner) throw fieldInvalid([{ field: "mobileNum", rule: "reused" }]);
      const target = phoneTarget(body.countryDialingCode, body.mobileNum);
      await throttle(request, target);
      const { code: sent } = await createCode(db, {
        purpose: "bindMobile",
        target,
        minutes: config.SMS_CODE_MINUTES,
        memberId: member.id,
      });
      await delivery.sms.send(
        target,
        `Laro: your verification code is ${sent}. It expires in ${config.SMS_CODE_MINUTES} minutes.`,
      );
      return { expiredMinutes: config.SMS_CODE_MINUTES };
    },
  });

  route(app, {
    endpoint: profileEndpoints.bindMobile,
    body: z.object({ countryDialingCode: dialingCode, mobileNum, verificationCode: code }),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }, request) => {
      const target = phoneTarget(body.countryDialingCode, body.mobileNum);
      await useOwnCode("bindMobile", target, body.verificationCode, member.id);
      try {
        await updateMember(db, member.id, {
          countryDialingCode: normalizeDialingCode(body.countryDialingCode),
          mobileNum: body.mobileNum.replace(/\D/g, ""),
        });
      } catch (error) {
        // Someone registered the number after the code was sent: the unique index decides.
        if (isUniqueViolation(error, "members_mobile"))
          throw new AppError("MOBILE_TAKEN", "This mobile number already has an account");
        throw error;
      }
      request.log.info({ memberId: member.id, changed: member.mobileNum !== null }, "member mobile bound");
      return profileOf({
        ...member,
        countryDialingCode: normalizeDialingCode(body.countryDialingCode),
        mobileNum: body.mobileNum.replace(/\D/g, ""),
      });
    },
  });

  /** The address as stored and compared: trimmed, lower case, checked by the site's email rule. */
  async function checkedEmail(value: string, memberId: string): Promise<string> {
    const address = value.trim().toLowerCase();
    const failure = fieldFailure("email", address, (await rules()).email ?? EMAIL_RULE, true);
    if (failure) throw fieldInvalid([failure]);
    if (await emailOwner(db, address, memberId))
      throw new AppError("EMAIL_TAKEN", "This email address belongs to another account");
    return address;
  }

  route(app, {
    endpoint: profileEndpoints.bindEmailCode,
    body: z.object({ email }),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }, request) => {
      const address = await checkedEmail(body.email, member.id);
      if (member.email?.toLowerCase() === address) throw fieldInvalid([{ field: "email", rule: "reused" }]);
      await throttle(request, `email:${address}`);
      const { code: sent } = await createCode(db, {
        purpose: "bindEmail",
        target: address,
        minutes: config.SMS_CODE_MINUTES,
        memberId: member.id,
      });
      await delivery.email.send(
        address,
        "Laro: your verification code",
        `Laro: your verification code is ${sent}. It expires in ${config.SMS_CODE_MINUTES} minutes.\n\nIf you did not ask to add this address to a Laro account, ignore this message.`,
      );
      return { expiredMinutes: config.SMS_CODE_MINUTES };
    },
  });

  route(app, {
    endpoint: profileEndpoints.bindEmail,
    body: z.object({ email, verificationCode: code }),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }, request) => {
      const address = body.email.trim().toLowerCase();
      await useOwnCode("bindEmail", address, body.verificationCode, member.id);
      // Checked again: another account may have taken the address since the code was sent.
      await checkedEmail(address, member.id);
      await updateMember(db, member.id, { email: address });
      request.log.info({ memberId: member.id, changed: member.email !== null }, "member email bound");
      return profileOf({ ...member, email: address });
    },
  });
}
