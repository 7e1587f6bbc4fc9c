import type { PlatformConfig } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { siteConfiguration } from "../merchant/index.js";
import { readBalances } from "./ledger-balances.js";
import type { TransferVendorList } from "./member-transfers.js";

/**
 * The member's wallet as the header and the wallet page show it (docs/platform-calls.md "Wallet and payments"):
 * the main balance, points and every vendor sub-wallet, with the total across them.
 */
export async function walletBalance(
  db: Db,
  config: PlatformConfig,
  transferVendors: TransferVendorList,
  memberId: string,
) {
  const [balances, vendors, site] = await Promise.all([
    readBalances(db, memberId),
    transferVendors(db),
    siteConfiguration(db, config.MERCHANT_CODE),
  ]);
  const wallets = vendors.map((v) => ({
    vendor: v.vendor,
    name: v.name,
    balance: (balances.vendors[v.vendor] ?? 0n).toString(),
  }));
  // A vendor taken off the list still shows while it holds money: no balance is ever hidden.
  for (const [vendor, balance] of Object.entries(balances.vendors)) {
    if (balance !== 0n && !vendors.some((v) => v.vendor === vendor))
      wallets.push({ vendor, name: vendor, balance: balance.toString() });
  }
  const sumBalance = Object.values(balances.vendors).reduce((sum, b) => sum + b, balances.main);
  return {
    sumBalance: sumBalance.toString(),
    mainBalance: balances.main.toString(),
    points: balances.points.toString(),
    currency: site.merchant.currency,
    currencySymbol: site.merchant.currencySymbol,
    wallets,
  };
}
