// The operator's points commands (ADR 0048, ADR 0049):
//   points                                  the points rules in force (the valid bet earning a point per category; conversion)
//   points rates '<json>'                   set new rules { perPoint: { <category>: minor units }, convert? } (a new version); audited
//   points goods                            every item of the points shop, hidden ones too
//   points goods add '<json>'               stock a new item (goodsSchema); audited
//   points goods set <id> '<json>'          rewrite an item whole; audited
//   points redemptions [status]             the redemptions: in process oldest first, or those of one status
//   points approve <id> [remark…]           approve one (a cash voucher is paid); the member is told; audited
//   points reject <id> <remark…>            reject one: its points and stock go back; the member reads why; audited
import { readFileSync } from "node:fs";
import { REDEMPTION_STATUSES, redemptionDecisionSchema, type RedemptionStatus } from "../../contract/points-shop.js";
import {
  addGoods,
  allGoods,
  currentPointsRates,
  decideRedemption,
  listRedemptions,
  readGoods,
  setGoods,
  setPointsRates,
} from "../modules/loyalty/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { callPlatform } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

type PointsCommand =
  | { action: "points.show" }
  | { action: "points.rates"; body: Record<string, unknown> }
  | { action: "points.goods" }
  | { action: "points.goods.add"; body: Record<string, unknown> }
  | { action: "points.goods.set"; id: number; body: Record<string, unknown> }
  | { action: "points.redemptions"; status?: RedemptionStatus }
  | { action: "points.decide"; id: number; decision: "approve" | "reject"; remark: string };

export class PointsUsageError extends UsageError {}

/** JSON typed on the line, or @file.json. */
function json(text: string | undefined, what: string, example: string): Record<string, unknown> {
  if (!text) throw new PointsUsageError(`${what} needs '<json>': ${example}`);
  let body: unknown;
  try {
    body = JSON.parse(text.startsWith("@") ? readFileSync(text.slice(1), "utf8") : text);
  } catch {
    throw new PointsUsageError(`${what} needs '<json>': ${example}`);
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw new PointsUsageError(`${what} needs a JSON object`);
  return body as Record<string, unknown>;
}

const RATES_EXAMPLE =
  '{ "perPoint": { "INHOUSE": "100000" }, "convert": { "cashPerPoint": "1000", "minPoints": 1000 } }';
const GOODS_EXAMPLE =
  '{ "name": { "TY": "…", "EN": "…" }, "kind": "voucher", "art": "voucher", "points": 4500, "value": "5000000", "stock": 100, "perMember": 5 }';
const anId = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

function parseGoods(rest: string[]): PointsCommand {
  const [verb, ...more] = rest;
  if (verb === undefined) return { action: "points.goods" };
  if (verb === "add" && more.length === 1)
    return { action: "points.goods.add", body: json(more[0], "points goods add", GOODS_EXAMPLE) };
  const id = anId(more[0]);
  if (verb === "set" && id !== null && more.length === 2)
    return { action: "points.goods.set", id, body: json(more[1], "points goods set", GOODS_EXAMPLE) };
  throw new PointsUsageError("points goods takes nothing, add '<json>', or set <id> '<json>'");
}

export function parsePointsCommand(args: string[]): PointsCommand {
  const [verb, ...rest] = args;
  if (verb === undefined) return { action: "points.show" };
  if (verb === "rates" && rest.length === 1)
    return { action: "points.rates", body: json(rest[0], "points rates", RATES_EXAMPLE) };
  if (verb === "goods") return parseGoods(rest);
  if (verb === "redemptions") {
    const [status, ...extra] = rest;
    if (extra.length || (status !== undefined && !(REDEMPTION_STATUSES as readonly string[]).includes(status))) {
      throw new PointsUsageError(`points redemptions takes [${REDEMPTION_STATUSES.join("|")}]`);
    }
    return { action: "points.redemptions", status: status as RedemptionStatus | undefined };
  }
  if (verb === "approve" || verb === "reject") {
    const [first, ...words] = rest;
    const id = anId(first);
    const remark = redemptionDecisionSchema.safeParse({ remark: words.join(" ") });
    if (id === null || !remark.success || (verb === "reject" && !remark.data.remark)) {
      throw new PointsUsageError(
        verb === "approve"
          ? "points approve needs <redemptionId> [remark…]"
          : "points reject needs <redemptionId> <remark…>",
      );
    }
    return { action: "points.decide", id, decision: verb, remark: remark.data.remark };
  }
  throw new PointsUsageError(
    "points takes nothing, rates '<json>', goods …, redemptions [status], approve <id> [remark…] or reject <id> <remark…>",
  );
}

function request(input: PointsCommand) {
  switch (input.action) {
    case "points.show":
      return { method: "GET", path: "/ops/points/rates" };
    case "points.rates":
      return { method: "PUT", path: "/ops/points/rates", body: input.body };
    case "points.goods":
      return { method: "GET", path: "/ops/points/goods" };
    case "points.goods.add":
      return { method: "POST", path: "/ops/points/goods", body: input.body };
    case "points.goods.set":
      return { method: "PUT", path: `/ops/points/goods/${input.id}`, body: input.body };
    case "points.redemptions":
      return {
        method: "GET",
        path: `/ops/points/redemptions?${new URLSearchParams(input.status ? { status: input.status, pageSize: "100" } : { pageSize: "100" })}`,
      };
    case "points.decide":
      return {
        method: "POST",
        path: `/ops/points/redemptions/${input.id}/${input.decision}`,
        body: { remark: input.remark },
      };
  }
}

async function handler(input: PointsCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<unknown>(
    reach,
    () => callPlatform(reach.baseUrl, reach.key, request(input)),
    (db) => {
      switch (input.action) {
        case "points.show":
          return currentPointsRates(db);
        case "points.rates":
          return setPointsRates(db, input.body, "cli");
        case "points.goods":
          return allGoods(db);
        // Read as the API reads it: the same schema and refusals.
        case "points.goods.add":
          return addGoods(db, readGoods(input.body), "cli");
        case "points.goods.set":
          return setGoods(db, input.id, readGoods(input.body), "cli");
        case "points.redemptions":
          return listRedemptions(db, { status: input.status, pageNo: 1, pageSize: 100 });
        case "points.decide":
          return decideRedemption(db, { id: input.id, decision: input.decision, remark: input.remark, actor: "cli" });
      }
    },
  );
  console.log(`${JSON.stringify(result, null, 2)}\n(${via})`);
  return 0;
}

export const pointsCommand = command<PointsCommand>({
  name: "points",
  forms: [
    {
      arguments: "",
      help: "the points rules in force: the valid bet (minor units) that earns one point per game category, and conversion to cash",
    },
    {
      arguments: "rates '<json>'",
      help: 'set new rules { "perPoint": { "<category>": "<minor units>" }, "convert"?: { "cashPerPoint", "minPoints" } } (a new version); audited',
    },
    { arguments: "goods", help: "every item of the points shop, hidden ones too" },
    {
      arguments: "goods add '<json>'|@file.json",
      help: "stock a new item { name: { TY, EN }, kind, art, points, value, stock, perMember, sequence, active }; audited",
    },
    {
      arguments: "goods set <id> '<json>'|@file.json",
      help: "rewrite an item whole (same fields); redemptions keep their price; audited",
    },
    {
      arguments: "redemptions [in_process|approved|rejected]",
      help: "the redemptions, with the member: in process oldest first, decided ones newest first",
    },
    {
      arguments: "approve <redemptionId> [remark…]",
      help: "approve a redemption (a cash voucher's value is paid to the main wallet); the member gets a message; audited",
    },
    {
      arguments: "reject <redemptionId> <remark…>",
      help: "reject it: its points and stock go back; the member reads the remark; audited",
    },
  ],
  parse: parsePointsCommand,
  handler,
});
