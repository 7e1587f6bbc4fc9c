import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z, ZodError, type ZodTypeAny } from "zod";
import { AppError } from "../../../errors.js";
import { escapeHtml } from "../../../../http/html.js";
import { nulPath } from "../../../../http/nul.js";
import { required } from "../../../../required.js";
import { findMemberById, isTrial } from "../../../accounts/index.js";
import { sessionFor } from "../../../vendors/index.js";
import { formatMinor } from "../../../../../contract/money.js";
import { hashServerSeed } from "../../fair/outcomes.js";
import { INHOUSE_GAMES, INHOUSE_VENDOR, inhouseGame } from "../games.js";
import { outcomeOf, playInhouse } from "../play.js";
import { inhouseContext } from "../wallet-client.js";
import { inhousePlays } from "../schema.js";
import { activeSeeds, revealedSeeds, rotateSeeds, seedPair } from "../seeds.js";
import { betAsValues, betFields, betFromForm, stakeFromForm } from "./forms.js";
import { PLAY_SCRIPT, sendPage } from "./layout.js";
import { resultHtml } from "./results.js";
import { inhouseTexts, type Texts } from "./texts.js";

// The in-house vendor's game pages, as an outside vendor's would be: opened in the site's
// frame with the game session's token, one form per bet, the result rendered here after a redirect
// (POST → 303 → GET), so a reload never bets again. Money goes through the seamless wallet only.

const PAGE = "/wps/inhouse";
// The pages' query: one string per name (a repeated name, or one over 2,048 characters, counts as absent).
const text = z.string().max(2048).optional().catch(undefined);
const pageQuery = z.object({ token: text, lng: text, play: text, error: text });
// The verify form's seeds and game; the game's own choices are read as the bet form's fields (betFromForm).
const verifyQuery = pageQuery.extend({ serverSeed: text, clientSeed: text, nonce: text, game: text });

const pageUrl = (game: string, q: Record<string, string | undefined>) =>
  `${PAGE}/${game}?${new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => Boolean(e[1])))}`;

// A trial player's balance is play money (wallet/play-money.ts); the page says so next to it.
function header(texts: Texts, game: string, balance: string | null, playMoney: boolean) {
  const { t } = texts;
  const note = playMoney ? `<br><span class="muted" data-testid="play-money">${escapeHtml(t("playMoney"))}</span>` : "";
  return `<h1>${escapeHtml(t(`game.${game}`))} <span class="muted">· ${escapeHtml(t("vendor"))}</span></h1>${balance === null ? "" : `<p>${escapeHtml(t("balance"))}: <strong data-testid="game-balance">${escapeHtml(formatMinor(balance))}</strong>${note}</p>`}`;
}

/** A refused play the page names; any other is "unavailable". The care refusals (ADR 0029, 0034) included. */
const SHOWN_ERRORS = {
  INSUFFICIENT_FUNDS: 1,
  AMOUNT_OUT_OF_RANGE: 1,
  SESSION_INVALID: 1,
  CONFLICT: 1,
  NOT_FOUND: 1,
  TIMED_OUT: 1,
  SELF_EXCLUDED: 1,
  LOSS_LIMIT: 1,
  SESSION_LIMIT: 1,
  REALITY_CHECK_DUE: 1,
  FROZEN: 1,
};
/** A care refusal is answered on the site's game page: the frame links its whole window there. */
const CARE_ERRORS = new Set(["TIMED_OUT", "SELF_EXCLUDED", "LOSS_LIMIT", "SESSION_LIMIT", "REALITY_CHECK_DUE"]);

const errorStatus = { SESSION_INVALID: 401, VALIDATION: 400, NOT_FOUND: 404 } as const;

function errorPage(reply: FastifyReply, texts: Texts, code: keyof typeof errorStatus) {
  return sendPage(
    reply,
    errorStatus[code],
    texts,
    texts.t(`error.${code}`),
    `<h1>${escapeHtml(texts.t("vendor"))}</h1>`,
    `<p class="alert" role="alert">${escapeHtml(texts.t(`error.${code}`))}</p>`,
  );
}

// A play id is a UUID (the column's type); anything else names no play.
const playId = z.string().uuid();
const isPlayId = (value: unknown): value is string => playId.safeParse(value).success;

export async function inhousePageRoutes(app: FastifyInstance) {
  // These pages parse their own inputs, so they refuse NUL here as route() does for the calls.
  app.addHook("preHandler", async (request, reply) => {
    if ([request.query, request.params, request.body].some((input) => nulPath(input) !== null)) {
      return errorPage(reply, inhouseTexts((request.query as { lng?: unknown }).lng), "VALIDATION");
    }
  });

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 8192 },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );

  app.get(`${PAGE}/assets/play.js`, async (_request, reply) =>
    reply
      .header("content-type", "text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(PLAY_SCRIPT),
  );

  app.get(`${PAGE}/:game`, { config: { input: { query: pageQuery as ZodTypeAny } } }, async (request, reply) => {
    const { game } = request.params as { game: string };
    const query = pageQuery.parse(request.query ?? {});
    const texts = inhouseTexts(query.lng);
    const { t } = texts;
    const rules = inhouseGame(game);
    if (!rules) return errorPage(reply, texts, "NOT_FOUND");
    // The page, its links and its forms carry the token its session was found by.
    const token = query.token ?? "";
    const session = await sessionFor(app.db, INHOUSE_VENDOR, token, true).catch(() => null);
    if (!session || session.gameCode !== game) return errorPage(reply, texts, "SESSION_INVALID");
    const [balance, seeds, revealed, member] = await Promise.all([
      inhouseContext(app)
        .wallet("balance", { token: query.token })
        .then(
          (a) => a.balance,
          () => null,
        ),
      activeSeeds(app.db, session.memberId),
      revealedSeeds(app.db, session.memberId, 3),
      findMemberById(app.db, session.memberId),
    ]);
    let last = `<p class="muted">${escapeHtml(t("noRounds"))}</p>`;
    let lastForm = new URLSearchParams();
    if (isPlayId(query.play)) {
      const [play] = await app.db
        .select()
        .from(inhousePlays)
        .where(and(eq(inhousePlays.id, query.play), eq(inhousePlays.memberId, session.memberId)));
      if (play) {
        const outcome = await outcomeOf(inhouseContext(app), play);
        last =
          resultHtml(
            {
              game,
              result: outcome.result as Record<string, unknown>,
              multiplier: outcome.multiplier,
              paid: outcome.paid.toString(),
            },
            texts,
          ) +
          `<p><a href="${escapeHtml(`${PAGE}/verify?${new URLSearchParams({ token: token, play: play.id, lng: texts.lng })}`)}">${escapeHtml(t("fair.verify"))}</a> <span class="muted">(nonce ${play.nonce})</span></p>`;
        lastForm = betAsValues(play.bet);
        lastForm.set("stake", formatMinor(play.stake.toString()).replace(/,/g, ""));
      }
    }
    // A frozen agent is sent to the agent centre's pay-all (ADR 0044); a care refusal to the game page's explanation.
    const careLink =
      query.error === "FROZEN"
        ? ` <a href="/agent?pay=all" target="_top">${escapeHtml(t("payAllLink"))}</a>`
        : query.error && CARE_ERRORS.has(query.error)
          ? ` <a href="${escapeHtml(`/game?${new URLSearchParams({ nodeId: `inhouse-${game}`, lng: texts.lng })}`)}" target="_top">${escapeHtml(t("careLink"))}</a>`
          : "";
    const error = query.error
      ? `<p class="alert" role="alert">${escapeHtml(t(`error.${query.error}`))}${careLink}</p>`
      : "";
    const body = `
<section aria-labelledby="bet-title"><h2 id="bet-title" class="visually-hidden">${escapeHtml(t("play"))}</h2>${error}
<form method="post" action="${escapeHtml(`${PAGE}/${game}/play`)}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="lng" value="${texts.lng}"><input type="hidden" name="requestKey" value="${crypto.randomUUID()}">
<p class="field"><label for="stake">${escapeHtml(t("stake"))}</label><input id="stake" name="stake" inputmode="decimal" value="${escapeHtml(lastForm.get("stake") ?? "1000")}" aria-describedby="stake-hint" required><span id="stake-hint" class="muted">${escapeHtml(t("stakeHint", { min: formatMinor(rules.minStake.toString()), max: formatMinor(rules.maxStake.toString()) }))}</span></p>
${betFields(game, texts, lastForm)}
<button type="submit" data-pending="${escapeHtml(t("playing"))}">${escapeHtml(t("play"))}</button></form></section>
<section aria-labelledby="last-title"><h2 id="last-title">${escapeHtml(t("lastResult"))}</h2><div data-testid="last-round">${last}</div></section>
<section aria-labelledby="fair-title"><h2 id="fair-title">${escapeHtml(t("fair.title"))}</h2>
<dl><dt>${escapeHtml(t("fair.serverSeedHash"))}</dt><dd data-testid="server-seed-hash">${escapeHtml(seeds.serverSeedHash)}</dd><dt>${escapeHtml(t("fair.clientSeed"))}</dt><dd>${escapeHtml(seeds.clientSeed)}</dd><dt>${escapeHtml(t("fair.nonce"))}</dt><dd>${seeds.nonce + 1}</dd></dl>
<form method="post" action="${escapeHtml(`${PAGE}/${game}/seeds`)}" novalidate><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="lng" value="${texts.lng}">
<p class="field"><label for="clientSeed">${escapeHtml(t("fair.clientSeed"))}</label><input id="clientSeed" name="clientSeed" value="${escapeHtml(seeds.clientSeed)}" maxlength="64" aria-describedby="rotate-hint"><span id="rotate-hint" class="muted">${escapeHtml(t("fair.rotateHint"))}</span></p>
<button type="submit">${escapeHtml(t("fair.rotate"))}</button></form>
${revealed.length ? `<h3>${escapeHtml(t("fair.revealed"))}</h3><dl>${revealed.map((r) => `<dt>${escapeHtml(r.clientSeed)} · ${r.nonce}</dt><dd data-testid="revealed-seed">${escapeHtml(r.serverSeed)}</dd>`).join("")}</dl>` : ""}
<p class="muted">${escapeHtml(t("fair.rtp", { rtp: (rules.rtp * 100).toFixed(2) }))} · ${escapeHtml(t("fair.rules"))}</p></section>`;
    return sendPage(
      reply,
      200,
      texts,
      t(`game.${game}`),
      header(texts, game, balance, member !== undefined && isTrial(app.config, member.type)),
      body,
    );
  });

  app.post(`${PAGE}/:game/play`, async (request, reply) => {
    const { game } = request.params as { game: string };
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const token = form.get("token") ?? "";
    const lng = form.get("lng") ?? undefined;
    if (!inhouseGame(game)) return errorPage(reply, inhouseTexts(lng), "NOT_FOUND");
    const back = (extra: Record<string, string>) => reply.redirect(pageUrl(game, { token, lng, ...extra }), 303);
    const stake = stakeFromForm(form.get("stake"));
    if (stake === null) return back({ error: "VALIDATION" });
    try {
      const played = await playInhouse(inhouseContext(app), {
        token,
        game,
        stake,
        bet: betFromForm(game, form),
        requestKey: form.get("requestKey") ?? "",
      });
      return back({ play: played.playId });
    } catch (error) {
      if (error instanceof ZodError) return back({ error: "VALIDATION" });
      if (error instanceof AppError) return back({ error: error.code in SHOWN_ERRORS ? error.code : "UNAVAILABLE" });
      throw error;
    }
  });

  app.post(`${PAGE}/:game/seeds`, async (request, reply) => {
    const { game } = request.params as { game: string };
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const token = form.get("token") ?? "";
    const lng = form.get("lng") ?? undefined;
    if (!inhouseGame(game)) return errorPage(reply, inhouseTexts(lng), "NOT_FOUND");
    const session = await sessionFor(app.db, INHOUSE_VENDOR, token, true).catch(() => null);
    if (!session) return errorPage(reply, inhouseTexts(lng), "SESSION_INVALID");
    const clientSeed = form.get("clientSeed")?.trim() || undefined;
    try {
      await rotateSeeds(app.db, session.memberId, clientSeed);
    } catch (error) {
      if (error instanceof AppError) return reply.redirect(pageUrl(game, { token, lng, error: "VALIDATION" }), 303);
      throw error;
    }
    return reply.redirect(pageUrl(game, { token, lng }), 303);
  });

  // Verify: recompute a round from its seeds, as a form of fields (no JSON to edit): the seeds, the nonce, the game
  // and its own choices (the bet form's fields, stake aside). A member's own round fills it in by its play id (its
  // server seed once revealed); any seeds typed in work for any game. Another game chosen shows that game's fields.
  app.get(`${PAGE}/verify`, { config: { input: { query: verifyQuery as ZodTypeAny } } }, async (request, reply) => {
    const query = verifyQuery.parse(request.query ?? {});
    const texts = inhouseTexts(query.lng);
    const { t } = texts;
    const typed = new URLSearchParams(request.url.split("?")[1] ?? "");
    let seeds: {
      serverSeed: string | null;
      clientSeed: string;
      nonce: string;
      game: string;
      choices: URLSearchParams;
    } | null = null;
    if (query.play && query.token) {
      const session = isPlayId(query.play)
        ? await sessionFor(app.db, INHOUSE_VENDOR, query.token, false).catch(() => null)
        : null;
      const [play] = session
        ? await app.db
            .select()
            .from(inhousePlays)
            .where(and(eq(inhousePlays.id, query.play), eq(inhousePlays.memberId, session.memberId)))
        : [];
      if (!play) return errorPage(reply, texts, "NOT_FOUND");
      const pair = required(await seedPair(app.db, play.seedId), "the seed pair of the play");
      seeds = {
        serverSeed: pair.serverSeed,
        clientSeed: pair.clientSeed,
        nonce: String(play.nonce),
        game: play.game,
        choices: betAsValues(play.bet),
      };
    } else if (query.game && inhouseGame(query.game)) {
      seeds = {
        serverSeed: query.serverSeed ?? "",
        clientSeed: query.clientSeed ?? "",
        nonce: query.nonce ?? "",
        game: query.game,
        choices: typed,
      };
    }
    const game = seeds?.game ?? "dice";
    const field = (name: "serverSeed" | "clientSeed" | "nonce", value: string, attrs = "") =>
      `<p class="field"><label for="v-${name}">${escapeHtml(t(`verify.${name}`))}</label><input id="v-${name}" name="${name}" value="${escapeHtml(value)}" autocomplete="off"${attrs}></p>`;
    const form = `<form method="get" action="${PAGE}/verify" novalidate><input type="hidden" name="lng" value="${texts.lng}">
${field("serverSeed", seeds?.serverSeed ?? "", ' maxlength="128"')}${field("clientSeed", seeds?.clientSeed ?? "", ' maxlength="64"')}${field("nonce", seeds?.nonce ?? "", ' inputmode="numeric" maxlength="12"')}
<p class="field"><label for="v-game">${escapeHtml(t("verify.game"))}</label><select id="v-game" name="game" aria-describedby="v-game-hint">${Object.keys(
      INHOUSE_GAMES,
    )
      .map((g) => `<option value="${g}"${g === game ? " selected" : ""}>${escapeHtml(t(`game.${g}`))}</option>`)
      .join("")}</select><span id="v-game-hint" class="muted">${escapeHtml(t("verify.gameHint"))}</span></p>
<fieldset class="field"><legend>${escapeHtml(t("verify.choices", { game: t(`game.${game}`) }))}</legend>${betFields(game, texts, seeds?.choices ?? new URLSearchParams()) || `<p class="muted">${escapeHtml(t("verify.noChoices"))}</p>`}</fieldset>
<button type="submit">${escapeHtml(t("verify.submit"))}</button></form>`;
    let outcome = "";
    if (seeds && !seeds.serverSeed)
      outcome = query.play
        ? `<p class="alert" role="status">${escapeHtml(t("verify.notRevealed"))}</p>`
        : `<p class="alert" role="alert">${escapeHtml(t("verify.missingSeeds"))}</p>`;
    else if (seeds?.serverSeed) {
      const rules = required(inhouseGame(seeds.game), `the rules of ${seeds.game}`);
      const nonce = /^\d{1,12}$/.test(seeds.nonce) ? Number(seeds.nonce) : null;
      const parsed = rules.bet.safeParse(betFromForm(seeds.game, seeds.choices));
      if (nonce !== null && seeds.clientSeed && parsed.success) {
        const played = rules.play({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce }, parsed.data);
        outcome = `<h2>${escapeHtml(t("verify.outcome"))}</h2><p class="muted">${escapeHtml(t("verify.hashMatches", { hash: hashServerSeed(seeds.serverSeed) }))}</p><div data-testid="verified-outcome">${resultHtml({ game: seeds.game, result: played.result as Record<string, unknown>, multiplier: played.multiplier, paid: "0" }, texts)}</div>`;
      } else
        outcome = `<p class="alert" role="alert">${escapeHtml(t(nonce === null || !seeds.clientSeed ? "verify.missingSeeds" : "verify.checkChoices"))}</p>`;
    }
    return sendPage(
      reply,
      200,
      texts,
      t("verify.title"),
      `<h1>${escapeHtml(t("verify.title"))}</h1>`,
      `<section>${outcome}<p class="muted">${escapeHtml(t("verify.method"))}</p>${form}</section>`,
    );
  });
}
