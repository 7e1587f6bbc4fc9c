// The operator's missions and leaderboards commands (ADR 0052):
//   missions                               every mission, inactive ones too, with its claims
//   missions add '<json>'|@file.json       a new mission (contract/missions.ts missionSchema); audited
//   missions set <id> '<json>'|@file.json  rewrite a mission whole; audited
//   leaderboards                           every leaderboard
//   leaderboards add '<json>'|@file.json   a new leaderboard (leaderboardSchema); audited
//   leaderboards set <id> '<json>'         rewrite a leaderboard whole; audited
//   leaderboards settle <id> [period]      rank an ended period (its first day; the last ended one by default) and pay its prizes, once
import { readFileSync } from "node:fs";
import {
  addLeaderboard,
  addMission,
  allLeaderboards,
  allMissions,
  rankedTypes,
  readLeaderboard,
  readMission,
  setLeaderboard,
  setMission,
  settleLeaderboard,
} from "../modules/loyalty/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { callPlatform } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

type Thing = "missions" | "leaderboards";
type MissionCommand =
  | { thing: Thing; action: "list" }
  | { thing: Thing; action: "add"; body: Record<string, unknown> }
  | { thing: Thing; action: "set"; id: number; body: Record<string, unknown> }
  | { thing: "leaderboards"; action: "settle"; id: number; period?: string };

export class MissionUsageError extends UsageError {}

const EXAMPLES: Record<Thing, string> = {
  missions:
    '{ "title": { "TY": "…", "EN": "…" }, "period": "daily", "goal": { "kind": "rounds", "category": "INHOUSE", "count": 20 }, "reward": { "kind": "points", "points": 10 } }',
  leaderboards:
    '{ "title": { "TY": "…", "EN": "…" }, "metric": "validBet", "period": "weekly", "category": "ANY", "prizes": [{ "from": 1, "to": 1, "amount": "50000000" }] }',
};

/** JSON typed on the line, or @file.json. */
function json(text: string | undefined, thing: Thing): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text?.startsWith("@") ? readFileSync(text.slice(1), "utf8") : (text ?? ""));
  } catch {
    throw new MissionUsageError(`${thing} add|set needs '<json>': ${EXAMPLES[thing]}`);
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw new MissionUsageError(`${thing} add|set needs a JSON object`);
  return body as Record<string, unknown>;
}

const anId = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

function parser(thing: Thing) {
  return (args: string[]): MissionCommand => {
    const [verb, ...rest] = args;
    if (verb === undefined) return { thing, action: "list" };
    if (verb === "add" && rest.length === 1) return { thing, action: "add", body: json(rest[0], thing) };
    const id = anId(rest[0]);
    if (verb === "set" && id !== null && rest.length === 2)
      return { thing, action: "set", id, body: json(rest[1], thing) };
    if (thing === "leaderboards" && verb === "settle" && id !== null && rest.length <= 2) {
      const period = rest[1];
      if (period !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(period))
        throw new MissionUsageError("leaderboards settle takes a period's first day, YYYY-MM-DD");
      return { thing, action: "settle", id, period };
    }
    throw new MissionUsageError(
      thing === "missions"
        ? "missions takes nothing, add '<json>' or set <id> '<json>'"
        : "leaderboards takes nothing, add '<json>', set <id> '<json>' or settle <id> [period]",
    );
  };
}

function request(input: MissionCommand) {
  const base = `/ops/${input.thing}`;
  switch (input.action) {
    case "list":
      return { method: "GET", path: base };
    case "add":
      return { method: "POST", path: base, body: input.body };
    case "set":
      return { method: "PUT", path: `${base}/${input.id}`, body: input.body };
    case "settle":
      return { method: "POST", path: `${base}/${input.id}/settle${input.period ? `?period=${input.period}` : ""}` };
  }
}

async function handler(input: MissionCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<unknown>(
    reach,
    () => callPlatform(reach.baseUrl, reach.key, request(input)),
    (db) => {
      // Read as the API reads it: the same schemas and refusals.
      if (input.thing === "missions") {
        if (input.action === "add") return addMission(db, readMission(input.body), "cli");
        if (input.action === "set") return setMission(db, input.id, readMission(input.body), "cli");
        return allMissions(db);
      }
      if (input.action === "add") return addLeaderboard(db, readLeaderboard(input.body), "cli");
      if (input.action === "set") return setLeaderboard(db, input.id, readLeaderboard(input.body), "cli");
      if (input.action === "settle")
        return settleLeaderboard(db, input.id, input.period, rankedTypes(reach.config), "cli");
      return allLeaderboards(db);
    },
  );
  console.log(`${JSON.stringify(result, null, 2)}\n(${via})`);
  return 0;
}

export const missionsCommand = command<MissionCommand>({
  name: "missions",
  forms: [
    { arguments: "", help: "every mission, inactive ones too, with how many times its reward was claimed" },
    {
      arguments: "add '<json>'|@file.json",
      help: "a new mission { title: { TY, EN }, period: daily|weekly|once, goal, reward, startsAt?, endsAt?, active?, sequence? }; audited",
    },
    {
      arguments: "set <id> '<json>'|@file.json",
      help: "rewrite a mission whole (same fields); rewards claimed keep what they paid; audited",
    },
  ],
  parse: parser("missions"),
  handler,
});

export const leaderboardsCommand = command<MissionCommand>({
  name: "leaderboards",
  forms: [
    { arguments: "", help: "every leaderboard, inactive ones too" },
    {
      arguments: "add '<json>'|@file.json",
      help: "a new leaderboard { title, metric: validBet|win, period: daily|weekly, category, prizes: [{ from, to, amount }], minValidBet? }; audited",
    },
    {
      arguments: "set <id> '<json>'|@file.json",
      help: "rewrite a leaderboard whole (same fields); settled periods keep their results; audited",
    },
    {
      arguments: "settle <id> [period]",
      help: "rank an ended period (its first day; by default the last ended one) and pay its prizes, once (the leaderboard-prizes job's work)",
    },
  ],
  parse: parser("leaderboards"),
  handler,
});
