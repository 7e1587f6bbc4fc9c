// SPEC §2.6 referral, "invite friends" (ADR 0051): the member's referral code, its link and QR code, the referral
// promotion's terms in its real figures, and the friends who registered with the code — names masked — with how
// far each has come and what it earned. An agent's referral entry is its register centre (SPEC §6).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { qrSvg } from "~/lib/content/qr.server";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { getSession } from "~/lib/session/session.server";
import { pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";
import { ruleSchema } from "~contract/promotions";
import { useTranslation } from "react-i18next";
import { CopyButton } from "~/components/ui/CopyButton";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconUsers } from "~/components/ui/Icons";
import { PageLinks } from "~/components/ui/Pager";
import { EmptyRow } from "~/components/ui/TableCells";
import { formatDateTime } from "~/lib/member/wallet";
import type { Referee } from "~/lib/platform/client.server";
import { promotionTerms } from "~/lib/promotions/terms";
import { formatMinor } from "~contract/money";

const PAGE_SIZE = 10;

async function referral({ client, token, url }: SectionContext) {
  const answer = await client.referral(token, { pageNo: pageParam(url.searchParams.get("page")), pageSize: PAGE_SIZE });
  // The link as a friend opens it: this site's own address, its registration page, which reads the code.
  const link = new URL(`/register?${new URLSearchParams({ referralCode: answer.code })}`, url.origin).href;
  // The terms are stated from the rule the platform pays by (lib/promotions/terms.ts).
  const parsed = answer.promotion ? ruleSchema.safeParse(answer.promotion.terms) : null;
  const rule = parsed?.success && parsed.data.type === "referral" ? parsed.data : null;
  return { ...answer, rule, link, qrSvg: answer.enabled ? await qrSvg(link) : null };
}
export type ReferralContent = Awaited<ReturnType<typeof referral>>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  if ((await getSession(request)).get("member")?.isAgent) throw redirect("/agent/registerCenter");
  return memberSectionLoader(request, context, "referral", referral);
}
// No form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "referral", []);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function ReferralPage() {
  const frame = useLoaderData<typeof loader>();
  return <MemberCentre frame={frame}>{(content) => <Referral content={content} />}</MemberCentre>;
}

/** Invite friends (SPEC §2.6, ADR 0051): the code, link and QR code, the promotion's terms, and the friends with their progress. */
export function Referral({ content }: { content: ReferralContent }) {
  const { t } = useTranslation("member");
  // While the REFERRAL switch is off nothing is offered: no link that would lead nowhere.
  if (!content.enabled)
    return <EmptyState icon={<IconUsers />} title={t("referral.off")} text={t("referral.offText")} />;
  return (
    <div className="centre-stack">
      <ShareLink content={content} />
      <Offer content={content} />
      <Friends content={content} />
    </div>
  );
}

function ShareLink({ content }: { content: ReferralContent }) {
  const { t } = useTranslation("member");
  return (
    <section aria-labelledby="referral-link-title" className="referral-share">
      <h4 id="referral-link-title">{t("referral.title")}</h4>
      <dl className="facts">
        <dt>{t("referral.code")}</dt>
        <dd className="referral-share__code" data-testid="referral-code">
          {content.code}
        </dd>
      </dl>
      <div className="agent-referral__link">
        <label htmlFor="member-referral-link" className="field__label">
          {t("referral.link")}
        </label>
        <input
          id="member-referral-link"
          className="field__input"
          readOnly
          value={content.link}
          data-testid="referral-link"
          aria-describedby="member-referral-link-hint"
        />
        <CopyButton text={content.link} label={t("referral.copy")} done={t("referral.copied")} />
      </div>
      <p id="member-referral-link-hint" className="field__hint">
        {t("referral.linkHint")}
      </p>
      {content.qrSvg ? (
        <figure className="agent-referral__qr">
          <div
            className="qr"
            role="img"
            aria-label={t("referral.qrAlt")}
            dangerouslySetInnerHTML={{ __html: content.qrSvg }}
          />
          <figcaption className="field__hint">{t("referral.qrCaption")}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}

/** The promotion open now, in its real figures; or, honestly, none. */
function Offer({ content }: { content: ReferralContent }) {
  const { t } = useTranslation("member");
  const { promotion, rule, totals } = content;
  return (
    <section aria-labelledby="referral-offer-title" className="referral-offer">
      <h4 id="referral-offer-title">
        {promotion ? (
          <Link to={`/promotions/${encodeURIComponent(promotion.id)}`}>{promotion.title}</Link>
        ) : (
          t("referral.noOfferTitle")
        )}
      </h4>
      {promotion ? (
        <>
          <p data-testid="referral-offer">
            {t("referral.offer", {
              reward: formatMinor(promotion.reward),
              deposit: formatMinor(promotion.qualify.minDeposit),
              bets: formatMinor(promotion.qualify.minValidBet),
              count: promotion.qualify.days,
            })}
          </p>
          {rule ? (
            <ul className="promo-terms__list" aria-label={t("referral.termsLabel")}>
              {promotionTerms(rule, t).map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          ) : null}
          <p className="field__hint">{t("referral.since", { time: formatDateTime(promotion.startsAt) })}</p>
        </>
      ) : (
        <p className="field__hint">{t("referral.noOffer")}</p>
      )}
      <dl className="facts referral-offer__totals">
        <dt>{t("referral.friends")}</dt>
        <dd data-testid="referral-friends">{totals.referees}</dd>
        <dt>{t("referral.rewarded")}</dt>
        <dd data-testid="referral-rewarded">{totals.rewarded}</dd>
        <dt>{t("referral.paid")}</dt>
        <dd className="money" data-testid="referral-paid">
          {formatMinor(totals.paid)}
        </dd>
      </dl>
    </section>
  );
}

function Friends({ content }: { content: ReferralContent }) {
  const { t } = useTranslation("member");
  const { referees, promotion } = content;
  return (
    <section aria-labelledby="referral-friends-title">
      <h4 id="referral-friends-title">{t("referral.friendsTitle")}</h4>
      <div className="table-scroll">
        <table className="data-table data-table--stack referral-table">
          <caption className="visually-hidden">{t("referral.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("referral.friend")}</th>
              <th scope="col">{t("referral.registered")}</th>
              <th scope="col" className="num">
                {t("referral.firstDeposit")}
              </th>
              <th scope="col" className="num">
                {t("referral.validBet")}
              </th>
              <th scope="col">{t("referral.qualifiesBy")}</th>
              <th scope="col">{t("referral.status")}</th>
              <th scope="col" className="num">
                {t("referral.reward")}
              </th>
            </tr>
          </thead>
          <tbody>
            {referees.list.length === 0 ? (
              <EmptyRow columns={7}>{t("referral.noFriends")}</EmptyRow>
            ) : (
              referees.list.map((friend, index) => (
                <FriendRow
                  key={`${friend.username}-${friend.registeredAt}-${index}`}
                  friend={friend}
                  needed={promotion?.qualify.minValidBet ?? null}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      <PageLinks list={referees} label={t("referral.friendsTitle")} />
    </section>
  );
}

function FriendRow({ friend, needed }: { friend: Referee; needed: string | null }) {
  const { t } = useTranslation("member");
  // A friend the promotion covers shows its bets against what it needs; another shows its bets alone.
  const bets =
    friend.qualifiesBy && needed
      ? t("referral.betsOfNeeded", { bets: formatMinor(friend.validBet), needed: formatMinor(needed) })
      : formatMinor(friend.validBet);
  return (
    <tr data-status={friend.status}>
      <td data-label={t("referral.friend")}>{friend.username}</td>
      <td data-label={t("referral.registered")}>{formatDateTime(friend.registeredAt)}</td>
      <td className="num" data-label={t("referral.firstDeposit")}>
        {friend.firstDeposit ? formatMinor(friend.firstDeposit) : t("referral.noDeposit")}
      </td>
      <td className="num" data-label={t("referral.validBet")}>
        {bets}
      </td>
      <td data-label={t("referral.qualifiesBy")}>{friend.qualifiesBy ? formatDateTime(friend.qualifiesBy) : "—"}</td>
      <td data-label={t("referral.status")}>
        <span className={`status-badge status-badge--referral-${friend.status}`}>
          {t(`referral.state.${friend.status}`)}
        </span>
        {friend.status === "refused" ? " " : null}
        {friend.status === "refused" ? (
          <span className="referral-table__why">
            {t(`referral.refusal.${friend.refusal ?? "other"}`, { defaultValue: t("referral.refusal.other") })}
          </span>
        ) : null}
      </td>
      <td className="num" data-label={t("referral.reward")}>
        {friend.reward ? formatMinor(friend.reward) : "—"}
      </td>
    </tr>
  );
}
