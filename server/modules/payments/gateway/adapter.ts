import { AppError } from "../../errors.js";
import { isProduction, type PlatformConfig } from "../../../config.js";
import { sandboxAdapter } from "./sandbox.js";

// An online payment gateway behind one small interface, so that a real provider can replace the
// sandbox without touching deposits: the deposit asks for a payment page, and the provider's
// callback is verified and turned into one GatewayEvent before anything is looked up or moved.

export type GatewayEvent = {
  eventId: string;
  depositId: string;
  amount: bigint;
  status: "paid" | "declined";
  timestamp: Date;
};

export type PaymentRequest = { depositId: string; amount: bigint; returnUrl: string };

export interface GatewayAdapter {
  readonly name: string;
  /** Where to send the member to pay, and the gateway's order reference kept on the deposit. */
  createPayment(request: PaymentRequest): { payUrl: string; reference: string };
  /** The event a callback carries; throws SIGNATURE_INVALID unless the provider signed these exact bytes. */
  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayEvent;
}

/** Adapters this install may use. The sandbox pays with nobody's money, so production never has it. */
export const adapterAvailable = (config: PlatformConfig, name: string | null) =>
  name === "sandbox" && !isProduction(config);

export const SANDBOX_REFUSED =
  "The sandbox payment gateway exists only in a demo install (SITE_MODE=demo); a production site cannot use it";

export function gatewayAdapter(config: PlatformConfig, name: string | null): GatewayAdapter {
  if (name === "sandbox" && isProduction(config)) throw new AppError("FEATURE_DISABLED", SANDBOX_REFUSED);
  if (name === "sandbox") return sandboxAdapter(config);
  throw new AppError("FEATURE_DISABLED", `No payment gateway adapter ${JSON.stringify(name)}`);
}
