// In-house game rounds per second: each round is one POST of the dice page's form, which the
// in-house vendor settles through the seamless wallet's debit and credit calls, made in process and moved in
// one statement (ADR 0036, 0039) — one HTTP request, two statements and two ledger transfers. Counted
// from the rounds the platform recorded as completed, not from the answers (a round answers 303).
import crypto from "node:crypto";
import autocannon from "autocannon";

export type GameRounds = { roundsPerSec: number; completed: number; p50Ms: number; p95Ms: number; errors: number };

type Member = { username: string; token: string };

async function launch(base: string, member: Member): Promise<string> {
  const answer = await fetch(`${base}/wps/game/launchGame?nodeId=inhouse-dice&language=EN`, {
    headers: { authorization: `Bearer ${member.token}` },
  }).then((r) => r.json());
  if (!answer.success) throw new Error(`launch: ${answer.code} ${answer.message}`);
  const token = new URL(answer.value.game_url, base).searchParams.get("token");
  if (!token) throw new Error(`launch: the game's URL carries no token (${answer.value.game_url})`);
  return token;
}

async function completedRounds(base: string, members: Member[]): Promise<number> {
  let total = 0;
  for (const m of members) {
    const page = await fetch(`${base}/wps/v2/games/rounds?status=completed&pageSize=1`, {
      headers: { authorization: `Bearer ${m.token}` },
    }).then((r) => r.json());
    total += page.value.total as number;
  }
  return total;
}

export async function gameRounds(
  base: string,
  members: Member[],
  duration: number,
  connections: number,
): Promise<GameRounds> {
  const tokens = await Promise.all(members.map((m) => launch(base, m)));
  const before = await completedRounds(base, members);
  let i = 0;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}/wps/inhouse/dice/play`,
        method: "POST",
        connections,
        duration,
        requests: [
          {
            setupRequest: (req: autocannon.Request) => ({
              ...req,
              headers: { "content-type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams({
                token: tokens[i++ % tokens.length],
                requestKey: crypto.randomUUID(),
                stake: "10",
                target: "50",
                direction: "over",
              }).toString(),
            }),
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on("response", (_c, _s, _b, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0) * 10) / 10;
  const completed = (await completedRounds(base, members)) - before;
  return {
    roundsPerSec: Math.round(completed / duration),
    completed,
    p50Ms: at(50),
    p95Ms: at(95),
    errors: result.errors + result.timeouts + result["4xx"] + result["5xx"],
  };
}
