import { and, eq, inArray, sql } from "drizzle-orm";
import { isProduction, type PlatformConfig } from "../config.js";
import type { Tx } from "../db/connect.js";
import { encryptCustomerServicePath } from "../modules/merchant/index.js";
import {
  customerServiceEntries,
  domains,
  merchants,
  operatorAudit,
  registerRules,
  whitelabelNodes,
} from "../db/schema.js";

// The operator's configuration for the demo site. Rows are inserted only when
// absent, so an operator's later changes survive every restart.

type Toggle = { modId: string; name: string; enabled: "1" | "0"; children?: Toggle[] };

// SPEC §6 toggles, grouped the way an operator's back office lists them.
const whitelabel: Toggle[] = [
  {
    modId: "REGISTRATION",
    name: "Registration",
    enabled: "1",
    children: [
      { modId: "DIRECTREG3", name: "Register button in the header", enabled: "1" },
      { modId: "USERNAMEREG3", name: "Registration by username", enabled: "1" },
      { modId: "MOBILENUMREG3", name: "Registration by mobile number", enabled: "1" },
      { modId: "REGMOBVERF3", name: "SMS verification at registration", enabled: "0" },
      { modId: "MOBILENUMPASSREG3", name: "Mobile registration with a password", enabled: "0" },
    ],
  },
  {
    modId: "LOGIN",
    name: "Login",
    enabled: "1",
    children: [
      { modId: "MOBILEVERCODELOGIN3", name: "Login by SMS code", enabled: "1" },
      { modId: "FREEPLAY3", name: "Free demo play", enabled: "1" },
      { modId: "SOCIALLOGIN_GOOGLE", name: "Sign in with Google", enabled: "0" },
      { modId: "SOCIALLOGIN_FACEBOOK", name: "Sign in with Facebook", enabled: "0" },
    ],
  },
  {
    modId: "SECURITY",
    name: "Account security",
    enabled: "1",
    children: [
      { modId: "CHNGPASSVERIF3", name: "Password recovery by phone", enabled: "1" },
      { modId: "PWDEXPFORCECHANGE3", name: "Force change of an expired password", enabled: "0" },
    ],
  },
  {
    modId: "REWARDS",
    name: "Rewards",
    enabled: "1",
    children: [
      { modId: "PTSYS3", name: "Points system", enabled: "1" },
      { modId: "REFERRAL", name: "Refer and earn", enabled: "1" },
    ],
  },
  {
    modId: "LAYOUT",
    name: "Layout",
    enabled: "1",
    children: [{ modId: "SIDEMENU", name: "Side menu forced on (1) or off (0)", enabled: "1" }],
  },
];

function flatten(nodes: Toggle[], parentModId: string | null): (typeof whitelabelNodes.$inferInsert)[] {
  return nodes.flatMap((n, i) => [
    { modId: n.modId, name: n.name, enabled: n.enabled, parentModId, sequence: i + 1 },
    ...flatten(n.children ?? [], n.modId),
  ]);
}

// patternId names the rule's message in the web's catalogue (SPEC §5); "*" means any text.
const field = (
  name: string,
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  patternId: string,
  minLength: number,
  maxLength: number,
  type: "text" | "password" | "email" | "tel" | "date" | "select" = "text",
) => ({ field: name, enabled, required, acceptedPattern, patternId, minLength, maxLength, type });

const LETTERS_AND_DIGITS = "^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$";
const DIGITS = "^\\d+$";
const ALNUM = "^[A-Za-z0-9]+$";
/** At least one letter; letters and their marks in any script, spaces, dots, apostrophes and hyphens. */
export const PERSON_NAME = "^(?=.*\\p{L})[\\p{L}\\p{M} .'’-]+$";

export const registerFields = [
  field("username", true, true, "^[A-Za-z][A-Za-z0-9]*$", "letterFirstAlnum", 6, 16),
  field("password", true, true, LETTERS_AND_DIGITS, "lettersAndDigits", 8, 20, "password"),
  field("confirmPassword", true, true, LETTERS_AND_DIGITS, "lettersAndDigits", 8, 20, "password"),
  // Names as players write them, in any script: letters and accents, spaces, . ' - (ADR 0068).
  field("payeeName", true, false, PERSON_NAME, "personName", 2, 50),
  field("email", true, false, "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", "email", 6, 64, "email"),
  field("qqNum", false, false, DIGITS, "digits", 5, 12, "tel"),
  field("mobileNum", true, true, DIGITS, "digits", 9, 11, "tel"),
  field("recommenderId", false, false, ALNUM, "alnum", 4, 16),
  field("captcha", true, true, ALNUM, "alnum", 4, 4),
  field("verificationCode", false, false, "*", "any", 0, 255),
  field("affiliateCode", true, false, ALNUM, "alnum", 4, 16),
  field("paymentPassword", false, false, DIGITS, "digits", 6, 6, "password"),
  field("line", false, false, "^\\S+$", "noSpaces", 4, 32),
  field("whatsapp", false, false, DIGITS, "digits", 8, 15, "tel"),
  field("zalo", true, false, DIGITS, "digits", 9, 11, "tel"),
  field("facebook", false, false, "^\\S+$", "noSpaces", 5, 50),
  field("wechat", false, false, "^\\S+$", "noSpaces", 6, 20),
  field("telegram", false, false, "^@?[A-Za-z0-9_]+$", "lettersDigitsSymbols", 5, 32),
  field("idNumber", false, false, DIGITS, "digits", 9, 12),
  field("birthday", true, false, "^(\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4})$", "date", 10, 10, "date"),
];

// No social link and no app download is seeded: the site has no page on any network and no app (ADR 0037,
// ADR 0063). The operator adds its own links (`npm run ops -- social set <network> <url>`); a resource row of
// type ANDROID, IOS or LITE brings an app's download back.

/**
 * A demo install's customer service is the site's own: the live chat desk is the member centre's feedback (a
 * question the operator answers in Messages), the VIP desk the member's messages. Production seeds none: a
 * desk shows on the site once the operator sets it (ADR 0063).
 */
export const DEMO_CUSTOMER_SERVICE = [
  { desk: "live", type: "3", url: "/member/messageV2?tab=feedback" },
  { desk: "vip", type: "4", url: "/member/messageV2" },
] as const;

export async function seedSite(tx: Tx, config: PlatformConfig): Promise<void> {
  await tx
    .insert(merchants)
    .values({ code: config.MERCHANT_CODE, name: "Laro", currency: "VND", currencySymbol: "₫" })
    .onConflictDoNothing();
  // Parents come before their children in the flattened list, so one statement satisfies the foreign key.
  await tx.insert(whitelabelNodes).values(flatten(whitelabel, null)).onConflictDoNothing();
  await tx
    .insert(registerRules)
    .values(registerFields.map((f, i) => ({ ...f, sequence: i + 1 })))
    .onConflictDoNothing();
  // The demo's first full-name rule refused "Juan Dela Cruz" (capitals only): an install still on it gets
  // the ordinary-name rule; a rule an operator chose is left alone.
  await tx
    .update(registerRules)
    .set({ acceptedPattern: PERSON_NAME, patternId: "personName" })
    .where(and(eq(registerRules.field, "payeeName"), eq(registerRules.acceptedPattern, "^(?=.*[A-Z])[A-Z ]+$")));

  if (!isProduction(config)) await seedDemoCustomerService(tx);

  // No mirror is seeded (ADR 0066): the speed test always times the site the player is on, and an operator adds
  // its public mirrors. Rows an older seed made from this platform's own, internal addresses go.
  await tx.delete(domains).where(eq(domains.seeded, true));
}

async function seedDemoCustomerService(tx: Tx): Promise<void> {
  const existing = await tx.select({ type: customerServiceEntries.type }).from(customerServiceEntries);
  // A desk the operator ever set or cleared is the operator's: a restart does not bring the demo's back.
  const touched = await tx
    .select({ desk: sql<string>`${operatorAudit.detail} ->> 'desk'` })
    .from(operatorAudit)
    .where(inArray(operatorAudit.action, ["service.set", "service.clear"]));
  const missing = DEMO_CUSTOMER_SERVICE.filter(
    (c) => !existing.some((e) => e.type === c.type) && !touched.some((t) => t.desk === c.desk),
  );
  if (missing.length === 0) return;
  // Encrypted once, with a fresh key, when first stored; later runs leave it alone.
  await tx
    .insert(customerServiceEntries)
    .values(missing.map((c) => ({ type: c.type, path: encryptCustomerServicePath(c.url), sequence: Number(c.type) })))
    .onConflictDoNothing();
}
