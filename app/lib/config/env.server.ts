import { z } from "zod";

// The web tier's settings (DESIGN §9); validated once at start with a clear message.
export const webEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PLATFORM_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  WPS_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  // Where development keeps its generated session secret (shared with the platform's data).
  DATA_DIR: z.string().min(1).default("./data"),
  // express "trust proxy": false, true, a hop count, or a comma list of addresses/CIDRs.
  TRUST_PROXY: z.string().default("false"),
  NODE_ENV: z.string().default("development"),
  // When set, operator changes reach this web copy's caches at once (ADR 0025); else within a second.
  REDIS_URL: z.string().url().optional(),
});

export type WebEnv = z.infer<typeof webEnvSchema> & { wpsUrl: string };

export function readWebEnv(env: NodeJS.ProcessEnv = process.env): WebEnv {
  const parsed = webEnvSchema
    .superRefine((value, ctx) => {
      // A generated secret would change with every machine and log every member out on restart.
      if (value.NODE_ENV === "production" && !value.SESSION_SECRET) {
        ctx.addIssue({
          code: "custom",
          path: ["SESSION_SECRET"],
          message: "is required when NODE_ENV is production (at least 16 characters)",
        });
      }
    })
    .safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const wpsUrl = (parsed.data.WPS_URL ?? `http://127.0.0.1:${parsed.data.PLATFORM_PORT}`).replace(/\/$/, "");
  return { ...parsed.data, wpsUrl };
}

export function trustProxySetting(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
