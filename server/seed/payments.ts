import type { Tx } from "../db/connect.js";
import { depositChannels } from "../db/schema.js";

// The demo site's deposit channels, in minor units of VND (× 100): a bank account members transfer to
// (approved by the operator), 100,000 to 500,000,000 VND per deposit; and the built-in sandbox gateway
// (confirmed by its signed callback), 50,000 to 100,000,000 VND.
export async function seedPayments(tx: Tx): Promise<void> {
  await tx
    .insert(depositChannels)
    .values([
      {
        code: "BANK_VCB",
        kind: "bank",
        name: "Vietcombank transfer",
        bankName: "Vietcombank",
        accountName: "LARO ENTERTAINMENT CO",
        accountNumber: "0071000123456",
        minAmount: 10_000_000n,
        maxAmount: 50_000_000_000n,
        sequence: 1,
      },
      {
        code: "SANDBOX_PAY",
        kind: "gateway",
        name: "Online payment (sandbox)",
        adapter: "sandbox",
        minAmount: 5_000_000n,
        maxAmount: 10_000_000_000n,
        sequence: 2,
      },
    ])
    .onConflictDoNothing();
}
