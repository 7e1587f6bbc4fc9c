import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CentreErrors } from "~/components/member/CentreErrors";
import { renderMessage } from "~/lib/forms/messages";
import type { Notice } from "~/lib/forms/notice.server";
import type { MemberPromotion } from "~/lib/platform/client.server";
import type { PromotionActionData } from "~/lib/promotions/actions.server";
import { applyHref, promotionFormId } from "~/lib/promotions/formIds";
import { modalHref, type Place } from "~/lib/shell/urls";
import { formatMinor } from "~contract/money";
import type { PromotionType, PromotionStatus as Status } from "~contract/promotions";

/** SPEC §4: a promotion's status for the member, in words. */
export function PromotionStatus({ status }: { status: Status }) {
  const { t } = useTranslation("promotions");
  return <span className={`status-badge status-badge--promo-${status}`}>{t(`status.${status}`)}</span>;
}

/**
 * Why a promotion is closed or waiting (a reason code of GET /wps/member/promotions), in words; a rejected
 * application's reason is the operator's own words, shown as written.
 */
function Reason({ mine }: { mine: MemberPromotion }) {
  const { t } = useTranslation("promotions");
  if (!mine.reason) return null;
  const text =
    mine.status === "rejected"
      ? t("reason.rejected", { reason: mine.reason })
      : t(`reason.${mine.reason}`, { defaultValue: t("reason.other") });
  return <span className="promo-standing__reason">{text}</span>;
}

/** True while this very promotion's step (its intent, its id) is on its way. */
function usePosting(intent: string, promotionId: string): boolean {
  const navigation = useNavigation();
  const sent = navigation.formData;
  return navigation.state !== "idle" && sent?.get("intent") === intent && sent.get("promotionId") === promotionId;
}

/** A join or claim refused: its messages for the promotion's button (none when the answer is about another). */
function useStepRefusal(promotionId: string, intent?: string): string[] | undefined {
  const answer = useActionData<PromotionActionData>();
  if (
    answer?.promotionId !== promotionId ||
    (intent ? answer.intent !== intent : answer.intent !== "join" && answer.intent !== "claim")
  )
    return undefined;
  return answer.result.error?.[""] ?? undefined;
}

/** Free spins are got and a draw is entered, though the platform takes both as a claim (ADR 0047). */
const CLAIMED_AS: Partial<Record<PromotionType, string>> = {
  freeRounds: "actionFor.freeRounds",
  luckyDraw: "actionFor.luckyDraw",
};

/** Join or claim: one button in a small form of its own, so it works without JavaScript; its refusal beside it. */
export function PromotionStepForm({
  promotionId,
  intent,
  label,
  type = null,
}: {
  promotionId: string;
  intent: "join" | "claim";
  label: string;
  type?: PromotionType | null;
}) {
  const { t } = useTranslation("promotions");
  const id = promotionFormId(promotionId);
  const errors = useStepRefusal(promotionId, intent);
  const text = t((intent === "claim" && type && CLAIMED_AS[type]) || `action.${intent}`);
  return (
    <Form method="post" id={id} className="promo-step" noValidate preventScrollReset aria-describedby={`${id}-errors`}>
      <AuthenticityTokenInput />
      <input type="hidden" name="promotionId" value={promotionId} />
      <SubmitButton
        intent={intent}
        pending={usePosting(intent, promotionId)}
        className="btn btn--small btn--gold"
        aria-label={`${text}: ${label}`}
      >
        {text}
      </SubmitButton>
      <CentreErrors errors={errors} id={`${id}-errors`} />
    </Form>
  );
}

/**
 * A refusal whose page came back without the button (the draw closed, the promotion ended meanwhile): said all
 * the same, where the button was.
 */
function Refused({ promotionId }: { promotionId: string }) {
  const errors = useStepRefusal(promotionId);
  return errors ? <CentreErrors errors={errors} id={`${promotionFormId(promotionId)}-errors`} /> : null;
}

/**
 * Where the member stands with one promotion (SPEC §4) and what can be done: the status, why it is closed,
 * a rebate's amount claimable now, and the button — join and claim post here, apply opens the application
 * on the promotion's page. A visitor is asked to log in; a trial member is told a real account is needed.
 * `title` names the button for a screen reader where many promotions are listed.
 */
export function PromotionStanding({
  promotionId,
  title,
  standing,
  place,
  notice,
  offers = true,
  applyOpen = false,
  type = null,
}: {
  promotionId: string;
  title: string;
  /** What it gives: names the claim button of free spins and draws. */
  type?: PromotionType | null;
  /** It pays something members take part in (a type, live): only then is a visitor asked to log in for it. */
  offers?: boolean;
  standing:
    | { viewer: "visitor" }
    | { viewer: "trial" }
    | { viewer: "member"; statuses: Record<string, MemberPromotion> | null };
  place: Place;
  notice: Notice | null;
  /** The application form is open below: no link to it. */
  applyOpen?: boolean;
}) {
  const { t } = useTranslation("promotions");
  const said =
    notice && notice.about === promotionId ? (
      <p className="form-notice" role="status">
        {renderMessage(t, notice.text)}
      </p>
    ) : null;
  if (standing.viewer !== "member" && !offers) return null;
  if (standing.viewer === "visitor") {
    return (
      <div className="promo-standing">
        <Link to={modalHref(place, "login")} className="btn btn--small btn--outline" preventScrollReset>
          {t("loginToJoin")}
        </Link>
      </div>
    );
  }
  if (standing.viewer === "trial") {
    return (
      <div className="promo-standing">
        <Link to={modalHref(place, "needTrueAccount")} className="btn btn--small btn--outline" preventScrollReset>
          {t("trialCannotJoin")}
        </Link>
      </div>
    );
  }
  if (standing.statuses === null) return <p className="field__hint">{t("standingFailed")}</p>;
  const mine = standing.statuses[promotionId];
  // A promotion without a rule only informs: nothing to take part in, so no status.
  if (!mine || mine.reason === "NO_RULE") return said;
  return (
    <div className="promo-standing">
      {said}
      <p className="promo-standing__status">
        <span className="promo-standing__label">{t("yourStatus")}</span> <PromotionStatus status={mine.status} />{" "}
        <Reason mine={mine} />
      </p>
      {mine.claimable !== null && BigInt(mine.claimable) > 0n ? (
        <p className="promo-standing__claimable">{t("claimableNow", { amount: formatMinor(mine.claimable) })}</p>
      ) : null}
      {mine.action === "join" || mine.action === "claim" ? (
        <PromotionStepForm promotionId={promotionId} intent={mine.action} label={title} type={type} />
      ) : (
        <Refused promotionId={promotionId} />
      )}
      {mine.action === "apply" && !applyOpen ? (
        <Link
          to={applyHref(promotionId)}
          className="btn btn--small btn--gold"
          aria-label={`${t("action.apply")}: ${title}`}
        >
          {t("action.apply")}
        </Link>
      ) : null}
    </div>
  );
}
