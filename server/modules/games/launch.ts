import { AppError } from "../errors.js";
import { isTrial, type Member } from "../accounts/index.js";
import { checkCare } from "../care/index.js";
import { readBalances, transferFund } from "../wallet/index.js";
import { findGame } from "./catalogue.js";
import { transferVendors } from "./transfer-vendors.js";
import { recordRecentGame } from "./favourites.js";
import { vendorAdapter, type Platform } from "./adapters.js";

// Launching a game (SPEC §3, §7): the member, the game and its vendor are checked, the vendor is asked
// for the address of a game session, and the game joins the member's recent games. Each vendor is one
// adapter; a vendor then calls our wallet (vendors/seamless.ts) with the session's token.
// A transfer-mode vendor plays from its own sub-wallet: the launch first moves the amount the member
// chose (confirmTrans) from the main wallet into it, once per requestKey (ADR 0014).

export type { Platform };

export type LaunchInput = {
  nodeId: string;
  language: "TY" | "EN";
  /** For a transfer-mode vendor: minor units to move into its sub-wallet first (0: play with what is there). */
  transfer?: Transfer;
};
type Transfer = { amount: bigint; requestKey: string };

export async function launchGame(platform: Platform, member: Member, input: LaunchInput) {
  const found = await findGame(platform.db, input.nodeId);
  if (!found) throw new AppError("NOT_FOUND", `No game ${input.nodeId}`);
  if (found.view.status === "maintenance") throw new AppError("GAME_MAINTENANCE", "game under maintenance");
  if (isTrial(platform.config, member.type) && !found.game.demo)
    throw new AppError("TRIAL_REFUSED", "in_need_true_account: this game has no demo play");
  // A member under a time-out or self-exclusion opens no game (ADR 0029).
  await checkCare(platform.db, member.id, "launch");
  const vendor = found.vendor.code;
  const adapter = vendorAdapter(vendor);
  // Before any money moves: a game that cannot open takes nothing into its wallet.
  if (!adapter) throw new AppError("UNAVAILABLE", `${found.vendor.name} is not connected on this site yet`);
  const transferMode = found.vendor.walletMode === "transfer";
  const filled = transferMode
    ? await fillVendorWallet(platform, member, vendor, found.vendor.name, input.transfer)
    : null;
  let url: string;
  try {
    ({ url } = await adapter.launch({
      platform,
      member,
      gameCode: found.game.gameCode,
      language: input.language,
      wallet: transferMode ? "vendor" : "main",
    }));
  } catch (error) {
    // The game did not open: the money moved for it goes back, so the launch happened whole or not at all.
    if (filled)
      await transferFund(
        platform.db,
        member,
        { vendor, direction: "out", amount: filled.amount, requestKey: `${filled.requestKey}-undo` },
        await transferVendors(platform.db),
      );
    throw error;
  }
  await recordRecentGame(platform.db, member.id, found.game.nodeId);
  const wallet = transferMode
    ? {
        walletMode: "transfer" as const,
        transferred: (filled?.amount ?? 0n).toString(),
        vendorBalance: await vendorBalance(platform, member, vendor),
      }
    : { walletMode: "seamless" as const };
  return {
    game_url: url,
    nodeId: found.game.nodeId,
    name: found.game.name,
    vassalage: vendor,
    gameType: found.game.gameType,
    ...wallet,
  };
}

const vendorBalance = async (platform: Platform, member: Member, vendor: string) =>
  ((await readBalances(platform.db, member.id)).vendors[vendor] ?? 0n).toString();

/**
 * Moves the chosen amount into the vendor's sub-wallet and answers that transfer (null for 0: play with
 * what is there); without a choice, answers what the choice needs.
 */
async function fillVendorWallet(
  platform: Platform,
  member: Member,
  vendor: string,
  vendorName: string,
  transfer: LaunchInput["transfer"],
): Promise<Transfer | null> {
  const balances = await readBalances(platform.db, member.id);
  const held = balances.vendors[vendor] ?? 0n;
  if (!transfer) {
    throw new AppError(
      "TRANSFER_REQUIRED",
      `${vendorName} plays from its own wallet: choose the amount to move into it (confirmTrans)`,
      {
        vendor,
        vendorName,
        mainBalance: balances.main.toString(),
        vendorBalance: held.toString(),
      },
    );
  }
  if (transfer.amount === 0n) {
    if (held === 0n) throw new AppError("VALIDATION", "amount: the game wallet is empty; move some money into it");
    return null;
  }
  await transferFund(
    platform.db,
    member,
    { vendor, direction: "in", amount: transfer.amount, requestKey: transfer.requestKey },
    await transferVendors(platform.db),
  );
  return transfer;
}
