import { z } from "zod";
import path from "node:path";

// Every setting is optional so that `npm start` works on a fresh machine (DESIGN §9).
// A bad value stops the process at start with one clear line per problem.
const port = z.coerce.number().int().min(1).max(65535);

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
  MERCHANT_CODE: z.string().regex(/^[A-Za-z0-9_-]{2,32}$/).default("laro"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.string().default("development"),
});

export type PlatformConfig = z.infer<typeof platformEnvSchema> & { dataDir: string };

export function readPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
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
