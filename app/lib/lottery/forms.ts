// The lottery's ticket form (contract/lottery.ts): a bet type's numbers (checkboxes for two-digit,
// one-digit and choice types, a typed list for three and four digits), the points, the draws it follows, each
// with its multiple, and whether a win stops the chase. Two steps like the money forms: "review" checks it with
// the platform (stake, pays, limits, balance) before anything is taken; "buy" takes the ticket with the form's
// requestKey, so a resend buys once. Shared by the browser (conform's onValidate) and the server, the authority.
import { z } from "zod";
import { message } from "~/lib/forms/messages";
import { CHASE_MAX, MULTIPLE_MAX, NUMBERS_MAX, POINTS_MAX } from "~contract/lottery";

export const TICKET_FORM = "lottery-ticket";
export const CONFIRM_FORM = "lottery-ticket-confirm";
export const LOTTERY_INTENTS = ["review", "buy", "favourite"] as const;
export type LotteryIntent = (typeof LOTTERY_INTENTS)[number];
/** A draw's multiple travels as `multiple-<issue>`: one field per draw followed. */
export const MULTIPLE_PREFIX = "multiple-";

/** Screens of a lottery page (?view=): the lobby or a game's betting (no view), its results, the member's tickets. */
export const LOTTERY_VIEWS = ["bet", "results", "tickets"] as const;
export type LotteryView = (typeof LOTTERY_VIEWS)[number];
export const lotteryView = (value: string | null): LotteryView =>
  (LOTTERY_VIEWS as readonly string[]).includes(value ?? "") ? (value as LotteryView) : "bet";

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === "" ? [] : [value]).map(String);
/** Typed numbers: separated by spaces, commas or semicolons. */
const typed = (value: unknown): string[] =>
  String(value ?? "")
    .split(/[\s,;]+/)
    .map((n) => n.trim())
    .filter(Boolean);

const whole = (field: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z
      .string({ required_error: message("lottery:validation.required", { field: `lottery:field.${field}` }) })
      .regex(/^\d{1,9}$/, message("lottery:validation.whole", { field: `lottery:field.${field}` }))
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, message("lottery:validation.range", { field: `lottery:field.${field}`, min: 1, max }))
          .max(max, message("lottery:validation.range", { field: `lottery:field.${field}`, min: 1, max })),
      ),
  );

const ticketFields = {
  gameCode: z.string().regex(/^[a-z0-9-]{1,40}$/, "lottery:error.NOT_FOUND"),
  playType: z.string().regex(/^[A-Za-z0-9]{1,20}$/, "lottery:error.NOT_FOUND"),
  numbers: z.preprocess(
    list,
    z
      .array(z.string().regex(/^[0-9a-z]{1,6}$/, "lottery:validation.number"))
      .max(NUMBERS_MAX, message("lottery:validation.tooMany", { max: NUMBERS_MAX })),
  ),
  typed: z.preprocess(
    typed,
    z
      .array(z.string().regex(/^\d{1,6}$/, "lottery:validation.digitsOnly"))
      .max(NUMBERS_MAX, message("lottery:validation.tooMany", { max: NUMBERS_MAX })),
  ),
  points: whole("points", POINTS_MAX),
  draws: z.preprocess(
    list,
    z
      .array(z.string().regex(/^[0-9a-z-]{1,40}$/, "lottery:validation.draws"))
      .min(1, "lottery:validation.draws")
      .max(CHASE_MAX, message("lottery:validation.chaseMax", { max: CHASE_MAX })),
  ),
  winStop: z.preprocess((value) => value === "1" || value === "on", z.boolean()),
};

/** The form's fields; a ticket needs at least one number, ticked or typed. */
export const ticketSchema = z
  .object(ticketFields)
  .passthrough()
  .superRefine((value, ctx) => {
    if (value.numbers.length + value.typed.length === 0)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["numbers"], message: "lottery:validation.numbers" });
  });
export type TicketForm = z.infer<typeof ticketSchema>;

/** The confirmation also carries the form's key. */
export const confirmSchema = z
  .object({ ...ticketFields, requestKey: z.string().uuid("lottery:error.formExpired") })
  .passthrough();

/** Each followed draw's multiple (1 when not given); a wrong one is the message of that draw's field. */
export function multiplesOf(
  form: FormData,
  draws: readonly string[],
): { multiples: Map<string, number>; errors: Record<string, string[]> } {
  const multiples = new Map<string, number>();
  const errors: Record<string, string[]> = {};
  for (const issue of draws) {
    const raw = String(form.get(`${MULTIPLE_PREFIX}${issue}`) ?? "1").trim() || "1";
    const n = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!(n >= 1 && n <= MULTIPLE_MAX))
      errors[`${MULTIPLE_PREFIX}${issue}`] = [
        message("lottery:validation.range", { field: "lottery:field.multiple", min: 1, max: MULTIPLE_MAX }),
      ];
    else multiples.set(issue, n);
  }
  return { multiples, errors };
}

/** The numbers of a ticket: ticked and typed, each once, in the order given. */
export const ticketNumbers = (value: Pick<TicketForm, "numbers" | "typed">) => [
  ...new Set([...value.numbers, ...value.typed]),
];
