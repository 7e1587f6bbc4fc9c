// The betting record's part of the contract (docs/platform-calls.md, "Launching and the betting record").
import { z } from "zod";
import type { WpsClient } from "./wps.server";

const minor = z.string().regex(/^-?\d+$/);
const round = z.object({
  roundId: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  bet: minor,
  win: minor,
  profit: minor,
  status: z.enum(["open", "completed", "cancelled"]),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  proof: z
    .object({ game: z.string(), bet: z.record(z.unknown()), nonce: z.number(), clientSeed: z.string(), serverSeedHash: z.string(), serverSeed: z.string().nullable() })
    .nullable(),
});
const roundsPage = z.object({ list: z.array(round), total: z.number(), pageNo: z.number(), pageSize: z.number(), totalPages: z.number() });

export type GameRound = z.infer<typeof round>;
export type RoundStatusFilter = "open" | "completed" | "cancelled" | "";

export function gameRounds(client: WpsClient, token: string, query: { from: string; to: string; status?: string; pageNo: number; pageSize: number }) {
  return client.request("GET", "/wps/v2/games/rounds", roundsPage, { query: { ...query, status: query.status || undefined }, token });
}
