// The operator's points commands (issue 19, ADR 0048):
//   points                     the points rates in force (the valid bet that earns one point, per category)
//   points rates '<json>'      set new rates { perPoint: { <category>: minor units } } (a new version); audited
import { currentPointsRates, setPointsRates } from "../modules/promotions/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { callPlatform } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

type PointsCommand = { action: "points.show" } | { action: "points.rates"; body: Record<string, unknown> };

export class PointsUsageError extends UsageError {}

export function parsePointsCommand(args: string[]): PointsCommand {
  const [verb, ...rest] = args;
  if (verb === undefined) return { action: "points.show" };
  if (verb === "rates" && rest.length === 1) {
    let body: unknown;
    try {
      body = JSON.parse(rest[0] as string);
    } catch {
      throw new PointsUsageError('points rates needs \'<json>\': { "perPoint": { "INHOUSE": "100000" } }');
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) throw new PointsUsageError("points rates needs a JSON object");
    return { action: "points.rates", body: body as Record<string, unknown> };
  }
  throw new PointsUsageError("points takes nothing, or rates '<json>'");
}

async function handler(input: PointsCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<unknown>(
    reach,
    () => callPlatform(reach.baseUrl, reach.key, input.action === "points.show" ? { method: "GET", path: "/ops/points/rates" } : { method: "PUT", path: "/ops/points/rates", body: input.body }),
    (db) => (input.action === "points.show" ? currentPointsRates(db) : setPointsRates(db, input.body, "cli")),
  );
  console.log(`${JSON.stringify(result, null, 2)}\n(${via})`);
  return 0;
}

export const pointsCommand = command<PointsCommand>({
  name: "points",
  forms: [
    { arguments: "", help: "the points rates in force: the valid bet (minor units) that earns one point, per game category" },
    { arguments: "rates '<json>'", help: 'set new rates { "perPoint": { "<category>": "<minor units>" } } (a new version); audited' },
  ],
  parse: parsePointsCommand,
  handler,
});
