// The promotion forms' ids and addresses, without their schemas (forms.ts): the promotions list imports these
// on every visit, and must not bring zod and conform with them (ADR 0027: no unused JS on a page).

/** The stable id of a promotion's join or claim form, and of the application form. */
export const promotionFormId = (promotionId: string) => `promotion-${promotionId}-form`;
export const APPLICATION_FORM_ID = "promotion-application-form";
/** The stable id of a promotion's free-round form. */
export const freeRoundFormId = (promotionId: string) => `promotion-${promotionId}-spin-form`;

/** A free round's button (ADR 0047): not a step of SPEC §4, the play of a round already claimed. */
export const SPIN_INTENT = "spin";

/** Where an application is written (the one route the web server lets take pictures, beside the receipt and feedback). */
export const applyHref = (promotionId: string) => `/promotions/${encodeURIComponent(promotionId)}?apply=1`;
