import { z } from "zod";
import path from "node:path";

// Every setting is optional so that `npm start` works on a fresh machine (DESIGN §9).
// A bad value stops the process at start with one clear line per problem.
const port = z.coerce.number().int().min(1).max(65535);
const urlList = z
  .string()
  .default("")
  .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().url("must be a comma-separated list of URLs")));

export const platformEnvSchema = z.object({
  PLATFORM_PORT: port.default(4000),
  PLATFORM_HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, "must start with redis://").optional(),
  OPERATOR_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  // Comma-separated addresses or CIDR ranges whose X-Forwarded-For we believe.
  // The web tier talks to us over loopback, so loopback is trusted by default.
  TRUSTED_PROXIES: z.string().default("127.0.0.1/8,::1/128"),
  // Requests per minute per visitor IP across the whole platform; 0 turns the limit off.
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
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
  MERCHANT_CODE: z.string().regex(/^[A-Za-z0-9_-]{2,32}$/).default("laro"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.string().default("development"),
});

export type PlatformConfig = z.infer<typeof platformEnvSchema> & { dataDir: string };

export function readPlatformConfig(env: Record<string, string | undefined> = process.env): PlatformConfig {
  const parsed = platformEnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

export class ConfigError extends Error {}
