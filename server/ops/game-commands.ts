// The operator's game-vendor commands: list the vendors, and switch one's status or wallet mode.
// Each change is the same call the operator API makes (audited there, or here with source "cli").
import { configureVendor, operatorVendors, vendorChange, type OperatorVendor } from "../modules/games/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { sendGameCommand } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

export type GameCommand =
  | { action: "vendors" }
  | {
      action: "vendor";
      code: string;
      change: { status?: "active" | "maintenance" | "coming_soon" | "disabled"; walletMode?: "seamless" | "transfer" };
    };

export class GameUsageError extends UsageError {}

const VENDOR_USAGE = "vendor <CODE> active|maintenance|coming-soon|disabled|seamless|transfer";

export function parseGameCommand(group: string, rest: string[]): GameCommand {
  if (group === "vendors") {
    if (rest.length) throw new GameUsageError("vendors takes no arguments");
    return { action: "vendors" };
  }
  const [code, verb, ...extra] = rest;
  if (!code || !/^[A-Za-z0-9_-]{1,40}$/.test(code) || extra.length) throw new GameUsageError(VENDOR_USAGE);
  if (verb === "active" || verb === "maintenance" || verb === "disabled")
    return { action: "vendor", code, change: { status: verb } };
  if (verb === "coming-soon") return { action: "vendor", code, change: { status: "coming_soon" } };
  if (verb === "seamless" || verb === "transfer") return { action: "vendor", code, change: { walletMode: verb } };
  throw new GameUsageError(VENDOR_USAGE);
}

/** The operator API call that does the same. */
export function gameRequest(command: GameCommand): { method: string; path: string; body?: unknown } {
  if (command.action === "vendors") return { method: "GET", path: "/ops/game-vendors" };
  return { method: "PUT", path: `/ops/game-vendors/${command.code}`, body: command.change };
}

const vendorLine = (v: OperatorVendor) =>
  `${v.code.padEnd(9)} ${v.status.padEnd(12)} ${(v.connected ? "connected" : "-").padEnd(10)} ${v.shown.padEnd(12)} ${v.walletMode.padEnd(9)} ${v.categories.join(",").padEnd(16)} ${v.name}`;

export function describeGameResult(command: GameCommand, result: unknown): string {
  if (command.action === "vendors") {
    const list = result as OperatorVendor[];
    return list.length ? `${list.length} game vendor(s):\n${list.map(vendorLine).join("\n")}` : "No game vendors";
  }
  return `Changed ${vendorLine((result as { vendor: OperatorVendor }).vendor)}`;
}

async function gameHandler(game: GameCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<unknown>(
    reach,
    () => sendGameCommand(reach.baseUrl, reach.key, game),
    (db) =>
      game.action === "vendors"
        ? operatorVendors(db)
        : configureVendor(db, game.code, vendorChange.parse(game.change), "cli"),
  );
  console.log(`${describeGameResult(game, result)}\n(${via})`);
  return 0;
}

export const vendorsCommand = command<GameCommand>({
  name: "vendors",
  forms: [{ arguments: "", help: "list the game vendors: status, connected or not, what players see, wallet mode" }],
  parse: (args) => parseGameCommand("vendors", args),
  handler: gameHandler,
});

export const vendorCommand = command<GameCommand>({
  name: "vendor",
  forms: [
    {
      arguments: "<CODE> active|maintenance|coming-soon|disabled",
      help: "open a connected vendor, put it under maintenance (its games show, launching\nsays 'game under maintenance'), announce one as coming soon (its card shows\nwith that label, none of its games) or hide it; players see only connected\nvendors (ADR 0031)",
    },
    {
      arguments: "<CODE> seamless|transfer",
      help: "how its money moves from the next launch: seamless bets from the main\nwallet; transfer moves the amount the member chooses into its sub-wallet",
    },
  ],
  parse: (args) => parseGameCommand("vendor", args),
  handler: gameHandler,
});
