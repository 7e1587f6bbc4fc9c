import type { Tx } from "../db/connect.js";
import { depositChannels } from "../modules/payments/schema.js";

// The demo site's deposit channel: a bank account members transfer to, approved by the operator.
// Amounts in minor units of VND (× 100): 100,000 to 500,000,000 VND per deposit.
export async function seedPayments(tx: Tx): Promise<void> {
  await tx
    .insert(depositChannels)
    .values({
      code: "BANK_VCB",
      kind: "bank",
      name: "Vietcombank transfer",
      bankName: "Vietcombank",
      accountName: "LARO ENTERTAINMENT CO",
      accountNumber: "0071000123456",
      minAmount: 10_000_000n,
      maxAmount: 50_000_000_000n,
      sequence: 1,
    })
    .onConflictDoNothing();
}
