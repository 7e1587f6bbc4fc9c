// The operator's game-vendor commands: list the vendors, and switch one's status or wallet mode.
// Each change is the same call the operator API makes (audited there, or here with source "cli").
import type { OperatorVendor } from "../modules/games/index.js";

export type GameCommand = { action: "vendors" } | { action: "vendor"; code: string; change: { status?: "active" | "maintenance" | "disabled"; walletMode?: "seamless" | "transfer" } };

export class GameUsageError extends Error {}

export const GAME_GROUPS = ["vendors", "vendor"];
export const isGameCommand = <C extends { action: string }>(command: C | GameCommand): command is GameCommand => command.action === "vendors" || command.action === "vendor";

const VENDOR_USAGE = "vendor <CODE> active|maintenance|disabled|seamless|transfer";

export function parseGameCommand(group: string, rest: string[]): GameCommand {
  if (group === "vendors") {
    if (rest.length) throw new GameUsageError("vendors takes no arguments");
    return { action: "vendors" };
  }
  const [code, verb, ...extra] = rest;
  if (!code || !/^[A-Za-z0-9_-]{1,40}$/.test(code) || extra.length) throw new GameUsageError(VENDOR_USAGE);
  if (verb === "active" || verb === "maintenance" || verb === "disabled") return { action: "vendor", code, change: { status: verb } };
  if (verb === "seamless" || verb === "transfer") return { action: "vendor", code, change: { walletMode: verb } };
  throw new GameUsageError(VENDOR_USAGE);
}

/** The operator API call that does the same. */
export function gameRequest(command: GameCommand): { method: string; path: string; body?: unknown } {
  if (command.action === "vendors") return { method: "GET", path: "/ops/game-vendors" };
  return { method: "PUT", path: `/ops/game-vendors/${command.code}`, body: command.change };
}

const vendorLine = (v: OperatorVendor) => `${v.code.padEnd(9)} ${v.status.padEnd(12)} ${v.walletMode.padEnd(9)} ${v.categories.join(",").padEnd(16)} ${v.name}`;

export function describeGameResult(command: GameCommand, result: unknown): string {
  if (command.action === "vendors") {
    const list = result as OperatorVendor[];
    return list.length ? `${list.length} game vendor(s):\n${list.map(vendorLine).join("\n")}` : "No game vendors";
  }
  return `Changed ${vendorLine((result as { vendor: OperatorVendor }).vendor)}`;
}

export const gameUsage = `  vendors                          list the game vendors with their status and wallet mode
  vendor <CODE> active|maintenance|disabled
                                   open a vendor, put it under maintenance (its games show, launching says
                                   'game under maintenance') or hide it
  vendor <CODE> seamless|transfer  how its money moves from the next launch: seamless bets from the main
                                   wallet; transfer moves the amount the member chooses into its sub-wallet`;
