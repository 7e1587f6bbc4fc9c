import crypto from "node:crypto";
import { z } from "zod";
import type { PlatformConfig } from "../../../config.js";
import { AppError } from "../../errors.js";
import type { GatewayAdapter, GatewayEvent } from "./adapter.js";
import { sandboxGatewaySecret } from "./sandbox-secret.js";

// The built-in sandbox gateway: a hosted payment page on this platform (sandbox-page.ts) that signs
// its callbacks exactly as a real provider would, so the whole round trip is exercised on one machine.

export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

export const sandboxCallbackBody = z.object({
  eventId: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/),
  depositId: z.string().uuid(),
  amount: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(BigInt),
  status: z.enum(["paid", "declined"]),
  timestamp: z
    .string()
    .datetime({ offset: true })
    .transform((t) => new Date(t)),
});

export const signSandboxBody = (secret: string, rawBody: string) =>
  crypto.createHmac("sha256", secret).update(rawBody).digest("hex");

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export function sandboxAdapter(config: PlatformConfig): GatewayAdapter {
  return {
    name: "sandbox",
    createPayment({ depositId, returnUrl }) {
      return {
        payUrl: `/wps/gateway/sandbox/pay/${depositId}?${new URLSearchParams({ returnUrl })}`,
        reference: `SBX-${depositId.slice(0, 8).toUpperCase()}`,
      };
    },
    verifyCallback(rawBody, headers): GatewayEvent {
      const given = String(headers[SANDBOX_SIGNATURE_HEADER] ?? "").toLowerCase();
      if (!sameSignature(given, signSandboxBody(sandboxGatewaySecret(config), rawBody))) {
        throw new AppError("SIGNATURE_INVALID", "The callback's X-Sandbox-Signature does not match its body");
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new AppError("VALIDATION", "The callback body is not JSON");
      }
      return sandboxCallbackBody.parse(json);
    },
  };
}
