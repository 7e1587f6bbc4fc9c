// The operator's promotion commands (ADR 0046):
//   promotions                                          every promotion: lifecycle, rule version, cost and claims
//   promotions create '<json>'                          create one: { id, category, title, summary?, content? (TY), titleEn?, summaryEn?, contentEn? (EN), startsAt?, endsAt?, sequence?, rule }; audited
//   promotions edit <id> '<json>'                       change fields or the rule (a new rule version); audited
//   promotions pause|resume|end <id>                    stop granting for a while, start again, or end for good; audited
//   promotions draw <id>                                draw a lucky draw whose time has come (the minute job does it too); audited
//   promotions applications [applying|issued|rejected]  the applications of manual promotions (waiting ones first)
//   promotions approve <applicationId>                  grant the application's bonus; the member is told; audited
//   promotions reject <applicationId> <reason…>         refuse it with a reason the member reads; audited
import { readFileSync } from "node:fs";
import {
  createPromotion,
  drawLuckyDraw,
  editPromotion,
  luckyDrawView,
  listApplications,
  movePromotion,
  promotionCosts,
  promotionCreated,
  promotionEdited,
  reviewApplication,
} from "../modules/promotions/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { callPlatform } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

const MOVES = ["pause", "resume", "end"] as const;
const STATES = ["applying", "issued", "rejected"] as const;
type Move = (typeof MOVES)[number];
type State = (typeof STATES)[number];

type PromotionsCommand =
  | { action: "promotions.list" }
  | { action: "promotions.create"; body: Record<string, unknown> }
  | { action: "promotions.edit"; id: string; body: Record<string, unknown> }
  | { action: "promotions.move"; id: string; move: Move }
  | { action: "promotions.draw"; id: string }
  | { action: "promotions.applications"; state?: State }
  | { action: "promotions.review"; id: number; decision: "approve" | "reject"; reason?: string };

export class PromotionUsageError extends UsageError {}

/** JSON typed on the line, or @file.json. */
function json(text: string | undefined, what: string): Record<string, unknown> {
  if (!text) throw new PromotionUsageError(`${what} needs '<json>' or @file.json`);
  try {
    const value: unknown = JSON.parse(text.startsWith("@") ? readFileSync(text.slice(1), "utf8") : text);
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("not an object");
    return value as Record<string, unknown>;
  } catch (error) {
    throw new PromotionUsageError(`${what}: not a JSON object (${(error as Error).message})`);
  }
}

export function parsePromotionsCommand(args: string[]): PromotionsCommand | null {
  const [verb, ...rest] = args;
  if (verb === undefined) return { action: "promotions.list" };
  if (verb === "draw") {
    if (rest.length !== 1) throw new PromotionUsageError("promotions draw needs <id>");
    return { action: "promotions.draw", id: rest[0] as string };
  }
  if (verb === "create" && rest.length === 1)
    return { action: "promotions.create", body: json(rest[0], "promotions create") };
  if (verb === "edit" && rest.length === 2)
    return { action: "promotions.edit", id: rest[0] as string, body: json(rest[1], "promotions edit") };
  if ((MOVES as readonly string[]).includes(verb)) {
    if (rest.length !== 1) throw new PromotionUsageError(`promotions ${verb} needs <id>`);
    return { action: "promotions.move", id: rest[0] as string, move: verb as Move };
  }
  if (verb === "applications") {
    const [state, ...extra] = rest;
    if (extra.length || (state !== undefined && !(STATES as readonly string[]).includes(state)))
      throw new PromotionUsageError(`promotions applications takes [${STATES.join("|")}]`);
    return { action: "promotions.applications", state: state as State | undefined };
  }
  if (verb === "approve" || verb === "reject") {
    const [id, ...reason] = rest;
    if (
      !id ||
      !/^\d{1,12}$/.test(id) ||
      (verb === "approve" && reason.length) ||
      (verb === "reject" && !reason.length)
    ) {
      throw new PromotionUsageError(
        verb === "approve"
          ? "promotions approve needs <applicationId>"
          : "promotions reject needs <applicationId> <reason…>",
      );
    }
    return { action: "promotions.review", id: Number(id), decision: verb, reason: reason.join(" ") || undefined };
  }
  if (verb === "create" || verb === "edit")
    throw new PromotionUsageError(
      verb === "create" ? "promotions create needs '<json>'" : "promotions edit needs <id> '<json>'",
    );
  return null;
}

function request(input: PromotionsCommand) {
  switch (input.action) {
    case "promotions.list":
      return { method: "GET", path: "/ops/promotions" };
    case "promotions.create":
      return { method: "POST", path: "/ops/promotions", body: input.body };
    case "promotions.edit":
      return { method: "PUT", path: `/ops/promotions/${encodeURIComponent(input.id)}`, body: input.body };
    case "promotions.move":
      return { method: "POST", path: `/ops/promotions/${encodeURIComponent(input.id)}/${input.move}` };
    case "promotions.draw":
      return { method: "POST", path: `/ops/promotions/${encodeURIComponent(input.id)}/draw` };
    case "promotions.applications":
      return {
        method: "GET",
        path: `/ops/promotions/applications?${new URLSearchParams(input.state ? { state: input.state, pageSize: "100" } : { pageSize: "100" })}`,
      };
    case "promotions.review":
      return {
        method: "POST",
        path: `/ops/promotions/applications/${input.id}/${input.decision}`,
        body: input.reason ? { reason: input.reason } : {},
      };
  }
}

async function handler(input: PromotionsCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<unknown>(
    reach,
    () => callPlatform(reach.baseUrl, reach.key, request(input)),
    (db) => {
      switch (input.action) {
        case "promotions.list":
          return promotionCosts(db);
        // Read as the API reads it: the same fields, dates and bounds.
        case "promotions.create":
          return createPromotion(db, promotionCreated.parse(input.body), "cli");
        case "promotions.edit":
          return editPromotion(db, input.id, promotionEdited.parse(input.body), "cli");
        case "promotions.move":
          return movePromotion(db, input.id, input.move, "cli");
        case "promotions.draw":
          return drawLuckyDraw(db, input.id, "cli").then(async (drawn) => ({
            drawn,
            draw: await luckyDrawView(db, input.id),
          }));
        case "promotions.applications":
          return listApplications(db, { state: input.state, pageNo: 1, pageSize: 100 });
        case "promotions.review":
          return reviewApplication(db, { ...input, actor: "cli" });
      }
    },
  );
  console.log(`${JSON.stringify(result, null, 2)}\n(${via})`);
  return 0;
}

export const promotionsCommand = command<PromotionsCommand>({
  name: "promotions",
  forms: [
    {
      arguments: "",
      help: "every promotion: lifecycle, rule version, bonuses granted, converted, taken back, rebates, applications waiting",
    },
    {
      arguments: "create '<json>'|@file.json",
      help: "create a promotion { id, category, title, summary, content (TY), titleEn,\nsummaryEn, contentEn (EN), startsAt, endsAt, sequence, rule }; audited",
    },
    {
      arguments: "edit <id> '<json>'|@file.json",
      help: "change its fields, or its rule (a new version; bonuses keep theirs); audited",
    },
    { arguments: "pause|resume|end <id>", help: "stop granting for a while, start again, or end for good; audited" },
    {
      arguments: "draw <id>",
      help: "draw a lucky draw whose time has come (the minute job draws it too): winners paid, seed shown; audited",
    },
    {
      arguments: "applications [applying|issued|rejected]",
      help: "the applications of manual promotions, waiting ones oldest first",
    },
    { arguments: "approve <applicationId>", help: "grant the application's bonus; the member gets a message; audited" },
    {
      arguments: "reject <applicationId> <reason…>",
      help: "refuse the application; the member reads the reason; audited",
    },
  ],
  parse: parsePromotionsCommand,
  handler,
});
