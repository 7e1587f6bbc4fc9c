import { z } from "zod";
import path from "node:path";

// Every setting is optional so that `npm start` works on a fresh machine (DESIGN §9).
// A bad value stops the process at start with one clear line per problem.
const port = z.coerce.number().int().min(1).max(65535);
const urlList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().url("must be a comma-separated list of URLs")));

const typeList = (defaults: string) =>
  z
    .string()
    .default(defaults)
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.coerce.number().int().min(0).max(999)));

/** An OpenID Connect issuer: https, or http on a loopback address (a provider a test starts). */
const oidcIssuer = z
  .string()
  .url()
  .refine((v) => {
    if (!URL.canParse(v)) return false;
    const url = new URL(v);
    return (
      url.protocol === "https:" ||
      (url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname))
    );
  }, "must be an https URL (http only on a loopback address)");

/** DEFAULT_PASSWORD when unset; it is in the README, so a production start refuses it. */
export const PUBLISHED_DEFAULT_PASSWORD = "Laro123456";

export const platformEnvSchema = z.object({
  PLATFORM_PORT: port.default(4000),
  PLATFORM_HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis://")
    .optional(),
  OPERATOR_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  // Comma-separated addresses or CIDR ranges whose X-Forwarded-For we believe.
  // The web tier talks to us over loopback, so loopback is trusted by default.
  TRUSTED_PROXIES: z.string().default("127.0.0.1/8,::1/128"),
  // Requests per minute per visitor IP across the whole platform; 0 turns the limit off.
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  // Signed calls per minute per game vendor or payment gateway, counted apart from visitors'; 0 turns it off.
  VENDOR_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(60000),
  // Google Analytics measurement id handed to the web tier in the status call; none by default.
  GTAG_ID: z
    .string()
    .regex(/^(G|UA|AW|GT)-[A-Z0-9-]{4,30}$/, "must look like G-XXXXXXX")
    .optional(),
  // Comma-separated base URLs; the web picks one at random per SPEC §7. Empty means "serve locally".
  IMAGE_CDNS: urlList,
  LAUNCH_GAME_CDNS: urlList,
  // Where the operator CLI finds the running platform; the local one by default.
  WPS_URL: z.string().url().optional(),
  MERCHANT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{2,32}$/)
    .default("laro"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.string().default("development"),
  // What this install is (ADR 0015): "demo" seeds demo accounts, demo content and the sandbox payment
  // gateway so that a fresh machine shows the whole product; "production" never does, refuses the
  // sandbox gateway and refuses to start while a demo account still has its published password.
  // Unset, it follows NODE_ENV: production there, demo everywhere else.
  SITE_MODE: z.enum(["demo", "production"]).optional(),
  // "0" starts without seeding anything (the operator loads the database another way); "1" seeds what
  // the mode needs at every start, adding only rows that are missing.
  SEED: z.enum(["0", "1"]).default("1"),

  // Accounts. Minutes accept fractions so that tests can use a period of a second.
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().positive().default(15),
  // Login attempts per visitor IP and per username (or mobile) per minute, before any password check.
  LOGIN_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LOGIN_PER_ACCOUNT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // The well-known password agents and operators hand out; a member still using it must change it.
  // A production start refuses the published default: anyone who read the README would know it.
  DEFAULT_PASSWORD: z.string().min(1).default(PUBLISHED_DEFAULT_PASSWORD),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().positive().default(90),
  // expiredMinutes of SPEC §3: how long an SMS (or new-IP email) code stays valid.
  SMS_CODE_MINUTES: z.coerce.number().positive().default(5),
  SMS_RESEND_SECONDS: z.coerce.number().int().min(1).default(60),
  SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // How long the temporary password of "forgot password by email" works.
  TEMP_PASSWORD_HOURS: z.coerce.number().positive().default(24),
  FREEPLAY_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // Play money each new trial (free play) account starts with, in minor units (VND × 100): 2,000,000 VND
  // by default, enough for many rounds of the demo games; 0 gives none.
  TRIAL_PLAY_MONEY: z.coerce
    .bigint()
    .refine((v) => v >= 0n, "must be zero or more")
    .default(200_000_000n),
  REGISTER_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // Member types (SPEC §4, §9): agents, trial players, and who may log in to the member site.
  AGENT_TYPES: typeList("1,2,41,42"),
  TRIAL_TYPES: typeList("4"),
  MEMBER_SITE_TYPES: typeList("0,1,2,41,42,4"),
  // argon2id cost; the defaults are OWASP's minimum for argon2id. Lower only for tests.
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  ARGON2_ITERATIONS: z.coerce.number().int().min(1).default(2),
  // Production delivery; when a URL is unset, messages go to the development outbox table.
  SMS_PROVIDER_URL: z.string().url().optional(),
  SMS_PROVIDER_TOKEN: z.string().min(1).optional(),
  EMAIL_PROVIDER_URL: z.string().url().optional(),
  EMAIL_PROVIDER_TOKEN: z.string().min(1).optional(),
  // PKCS#8 PEM of the RSA key for encrypted calls; unset → generated under DATA_DIR/keys.
  JWE_PRIVATE_KEY: z
    .string()
    .transform((v) => v.replace(/\\n/g, "\n"))
    .pipe(z.string().regex(/-----BEGIN PRIVATE KEY-----/, "must be a PKCS#8 PEM (BEGIN PRIVATE KEY)"))
    .optional(),

  // Payments. Amounts in minor units (VND × 100).
  // HMAC key of the built-in sandbox gateway's callbacks; unset → generated under DATA_DIR/keys.
  SANDBOX_GATEWAY_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  // One withdrawal: 100,000 to 500,000,000 VND by default.
  WITHDRAWAL_MIN: z.coerce
    .bigint()
    .refine((v) => v > 0n, "must be above zero")
    .default(10_000_000n),
  WITHDRAWAL_MAX: z.coerce
    .bigint()
    .refine((v) => v > 0n, "must be above zero")
    .default(50_000_000_000n),
  // Withdrawal requests a member may make in 24 hours (rejected ones do not count).
  WITHDRAWAL_DAILY_COUNT: z.coerce.number().int().min(1).default(3),
  // After disbursement the member has this long to answer the receipt; then it counts as received.
  WITHDRAWAL_AUTO_RECEIPT_MINUTES: z.coerce.number().positive().default(1440),

  // Social sign-in (SPEC §2.4, ADR 0033): each provider is an OpenID Connect issuer; its button shows
  // only when all three of its settings are given. Plain http is accepted for a loopback issuer (tests).
  OIDC_GOOGLE_ISSUER: oidcIssuer.optional(),
  OIDC_GOOGLE_CLIENT_ID: z.string().min(1).max(512).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).max(512).optional(),
  OIDC_FACEBOOK_ISSUER: oidcIssuer.optional(),
  OIDC_FACEBOOK_CLIENT_ID: z.string().min(1).max(512).optional(),
  OIDC_FACEBOOK_CLIENT_SECRET: z.string().min(1).max(512).optional(),
});

export type SiteMode = "demo" | "production";
export type PlatformConfig = z.infer<typeof platformEnvSchema> & { dataDir: string; siteMode: SiteMode };

/** The mode the install runs in: SITE_MODE when given, else production exactly when NODE_ENV says so. */
export function siteModeOf(env: { SITE_MODE?: SiteMode; NODE_ENV: string }): SiteMode {
  return env.SITE_MODE ?? (env.NODE_ENV === "production" ? "production" : "demo");
}

export const isProduction = (config: Pick<PlatformConfig, "siteMode">) => config.siteMode === "production";

export function readPlatformConfig(env: Record<string, string | undefined> = process.env): PlatformConfig {
  const parsed = platformEnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  // "memory:" keeps the database and generated keys in memory (tests).
  const dataDir = parsed.data.DATA_DIR === "memory:" ? "memory:" : path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, siteMode: siteModeOf(parsed.data) };
}

export class ConfigError extends Error {}
