// /lottery/verify?gameCode=&issue= (DESIGN §10 "Fairness"): a house draw recomputed by the platform
// from what was published — the chain's commitment before the draw, the link revealed after it — as a page that
// needs no JavaScript.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/lib/i18n/meta";
import { proofLoader } from "~/lib/lottery/lottery.server";
import { Link, useLoaderData } from "@remix-run/react";
import { drawLabel } from "~/lib/lottery/settlement";
import { formatDateTime } from "~/lib/shell/date-time";
import { PrizeTable } from "~/components/lottery/DrawResult";
import { useLotteryText } from "~/components/lottery/useLotteryText";

export const loader = (args: LoaderFunctionArgs) => proofLoader(args);
export const meta: MetaFunction = (args) => pageMeta(args, "lottery:proof.title");

/**
 * The proof of a shared house draw (ADR 0054): the chain's commitment published before the draw, the link
 * revealed after it, the hashes that lead from one to the other, and the prizes the link's HMAC gives, compared
 * with the prizes shown. Anyone can redo each step with SHA-256 and HMAC-SHA-256.
 */
export default function DrawProofPage() {
  const { proof, viTexts } = useLoaderData<Awaited<ReturnType<typeof proofLoader>>>();
  const text = useLotteryText(viTexts);
  const { t, name } = text;
  const { draw, chain } = proof;
  const verdict = proof.link === null ? "pending" : proof.linkLeadsToCommitment && proof.matches ? "holds" : "fails";
  return (
    <section className="page-section lottery proof" aria-labelledby="proof-title" lang={text.lang}>
      <h1 id="proof-title" className="page-title">
        {t("proof.heading", { name: name(proof.game.name), draw: drawLabel(t, draw) })}
      </h1>
      <p className={`proof__verdict proof__verdict--${verdict}`} data-testid="proof-verdict">
        {t(`proof.${verdict}`)}
      </p>
      <dl className="proof__facts">
        <dt>{t("proof.drawAt")}</dt>
        <dd>{formatDateTime(draw.drawAt)}</dd>
        <dt>{t("proof.commitment")}</dt>
        <dd>
          <code className="hash">{chain.commitment}</code>{" "}
          <span className="field__hint">
            {t("proof.committedAt", { time: formatDateTime(chain.createdAt), length: chain.length })}
          </span>
        </dd>
        <dt>{t("proof.index")}</dt>
        <dd>{draw.chain?.index}</dd>
        <dt>{t("proof.link")}</dt>
        <dd>{proof.link ? <code className="hash">{proof.link}</code> : t("proof.notYet")}</dd>
        <dt>{t("proof.message")}</dt>
        <dd>
          <code>{proof.message}</code>
        </dd>
      </dl>
      {proof.link ? (
        <ol className="proof__steps">
          <li>
            {t("proof.step1", {
              index: draw.chain?.index ?? 0,
              ok: t(proof.linkLeadsToCommitment ? "proof.yes" : "proof.no"),
            })}
          </li>
          <li>{t("proof.step2", { message: proof.message })}</li>
          <li>{t("proof.step3", { ok: t(proof.matches ? "proof.yes" : "proof.no") })}</li>
        </ol>
      ) : null}
      {draw.result ? (
        <PrizeTable result={draw.result} caption={t("prizesOf", { draw: drawLabel(t, draw) })} text={text} />
      ) : null}
      <p>
        <Link to={`/lottery?${new URLSearchParams({ gameCode: draw.game, view: "results" })}`}>{t("proof.back")}</Link>
      </p>
    </section>
  );
}
