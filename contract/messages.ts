// Platform information and feedback (ADR 0030): what both tiers agree on before anything is sent.

/** SPEC §5: a feedback's question type must be chosen, one of these. */
export const QUESTION_TYPES = [
  "deposit",
  "withdrawal",
  "games",
  "promotions",
  "account",
  "suggestion",
  "other",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** SPEC leaves the bounds unshown: long enough to say what happened, short enough to read at a glance. */
export const FEEDBACK_CONTENT = { min: 10, max: 1000 } as const;
/** SPEC §5: png or jpg, at most 5 MB each, at most 3. */
export const FEEDBACK_IMAGES = { max: 3, maxBytes: 5 * 1024 * 1024, types: ["image/png", "image/jpeg"] } as const;

/** The events the platform tells a member about itself; the web renders each in the member's language. */
export const SYSTEM_TEMPLATES = [
  "withdrawalDisbursed",
  "contractOffered",
  "contractUpdated",
  "promotionIssued",
  "applicationIssued",
  "applicationRejected",
  "limitChangeEffective",
  "limitRaiseReady",
  "balanceReturned",
  "feedbackAnswered",
  // The points shop (ADR 0049): a redemption approved or rejected. The item's name comes in both languages
  // (nameTY, nameEN): each language's text names it in its own.
  "redemptionApproved",
  "redemptionRejected",
] as const;
export type SystemTemplate = (typeof SYSTEM_TEMPLATES)[number];
