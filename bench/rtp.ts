// npx tsx bench/rtp.ts [rounds] — the in-house games' RTP over a million rounds each (ADR 0076): the long run the
// suite's short check stands for (tests/support/rtp.ts, the same cases and seeds). Prints one line per game and
// exits 1 when a mean lands outside 4 standard errors of its exact RTP. `npm run bench` runs it as its last phase.
import { pathToFileURL } from "node:url";
import { BENCH_ROUNDS, RTP_CASES, simulateRtp, type RtpFigure } from "../tests/support/rtp.js";

export type RtpBench = { rounds: number; seconds: number; games: RtpFigure[] };

/** Every case at `rounds` rounds, one after the other (pure CPU: side by side would only share the cores). */
export async function runRtp(rounds = BENCH_ROUNDS): Promise<RtpBench> {
  const started = Date.now();
  const games: RtpFigure[] = [];
  for (const c of RTP_CASES) games.push(await simulateRtp(c, rounds));
  return { rounds, seconds: Math.round((Date.now() - started) / 100) / 10, games };
}

export const rtpLine = (g: RtpFigure) =>
  `${g.within ? "PASS" : "FAIL"}  ${g.name.padEnd(30)} mean ${g.mean.toFixed(5)}  exact ${g.exact.toFixed(5)} ± ${g.tolerance.toFixed(5)}`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await runRtp(Number(process.argv[2] ?? BENCH_ROUNDS));
  console.log(`RTP over ${result.rounds.toLocaleString("en")} rounds per game (${result.seconds} s):`);
  for (const g of result.games) console.log(rtpLine(g));
  process.exit(result.games.every((g) => g.within) ? 0 : 1);
}
