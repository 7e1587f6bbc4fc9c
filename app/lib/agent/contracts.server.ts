// The four contract screens (SPEC §2.7 entries 9–12): what each loads from the platform for the view asked
// (?tab=, ?page=, ?offer=, ?confirm=) and the forms it answers. One implementation, the kind as parameter.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { translateFailure } from "~/lib/auth/account.server";
import { message } from "~/lib/forms/messages";
import { agentContracts } from "~/lib/agent/centre.server";
import { redirectWithNotice } from "~/lib/forms/notice.server";
import { reply } from "~/lib/forms/reply.server";
import type { ActionCtx, CentreActionData, SectionContext, SectionForm } from "~/lib/member/centre.server";
import { agentHref, contractSection, type AgentContractSection } from "~/lib/member/centres";
import { PlatformError, type WpsClient } from "~/lib/platform/client.server";
import { pageParam } from "~/lib/shell/paging";
import { CONTRACT_KINDS, type ContractKind } from "~contract/contracts";
import { contractFailureDetails, type ContractView } from "~contract/answers/contracts";
import { formatMinor } from "~contract/money";
import { formatRate } from "~/lib/shell/rate";
import { FIGURE_PRESETS, periodOf } from "./periods";
import {
  CONTRACT_INTENTS,
  CONTRACT_TABS,
  SETTLEMENT_SIDES,
  answerSchema,
  offerSchema,
  readTerms,
  termsToForm,
  terminateSchema,
  uplineExcess,
  withdrawSchema,
  type ContractTab,
} from "./contracts";

const CONTRACT_PAGE_SIZE = 10;
const SETTLEMENT_PAGE_SIZE = 20;
const USERNAME = /^[A-Za-z0-9_.@-]{1,64}$/;

/** The confirmation a ?confirm= address asks for: ending a contract (ask or agree), or paying every pending settlement. */
export type ContractConfirm =
  | { what: "terminate"; step: "ask" | "agree"; contract: ContractView; mine: boolean }
  | { what: "payAll"; count: number; amount: string; mainBalance: string | null };

/** A contract screen's content for the view its address asks for. */
export async function contractScreen(kind: ContractKind, { client, token, url }: SectionContext) {
  const query = url.searchParams;
  const tab: ContractTab = CONTRACT_TABS.find((value) => value === query.get("tab")) ?? "mine";
  const page = pageParam(query.get("page"));
  const side = SETTLEMENT_SIDES.find((value) => value === query.get("side")) ?? "received";
  const period = periodOf(query, "previous30", FIGURE_PRESETS);
  const [contracts, settlements] = await Promise.all([
    client.contractsOfKind(token, { kind, pageNo: tab === "downlines" ? page : 1, pageSize: CONTRACT_PAGE_SIZE }),
    tab === "settlements"
      ? client.contractSettlements(token, {
          kind,
          side,
          from: period.from,
          to: period.to,
          pageNo: page,
          pageSize: SETTLEMENT_PAGE_SIZE,
        })
      : Promise.resolve(null),
  ]);
  const confirm = await confirmOf(query, contracts, () =>
    client.walletBalance(token).then((balance) => balance.mainBalance),
  );
  return {
    kind,
    tab,
    enabled: contracts.enabled,
    mine: contracts.mine,
    downlines: contracts.downlines,
    owed: contracts.owed,
    offer: tab === "downlines" ? offerStart(kind, query.get("offer"), contracts.mine, contracts.downlines.list) : null,
    settlements: settlements ? { side, period, list: settlements } : null,
    confirm,
  };
}
export type ContractContent = Awaited<ReturnType<typeof contractScreen>>;

/**
 * The offer form's start: the downline named by ?offer= (team management's link, a row's "change terms")
 * with the terms it holds or was last offered; a dividend offer takes the agent's own period, which it must keep.
 */
function offerStart(kind: ContractKind, asked: string | null, mine: ContractView | null, downlines: ContractView[]) {
  const username = asked && USERNAME.test(asked) ? asked : "";
  const current = downlines.find((contract) => contract.holder === username);
  const terms = current ? readTerms(kind, (current.pending ?? current.signed)?.terms) : null;
  const own = mine?.signed ? readTerms(kind, mine.signed.terms) : null;
  const defaults = { ...termsToForm(kind, terms), username };
  if (kind === "dividend" && !defaults.period) defaults.period = termsToForm(kind, own).period ?? "Monthly";
  return { defaults, canOffer: mine?.state === "signed" };
}

async function confirmOf(
  query: URLSearchParams,
  contracts: {
    mine: ContractView | null;
    downlines: { list: ContractView[] };
    owed: { count: number; amount: string };
  },
  mainBalance: () => Promise<string>,
): Promise<ContractConfirm | null> {
  const asked = query.get("confirm");
  if (asked === "payAll" && contracts.owed.count > 0) {
    return {
      what: "payAll",
      count: contracts.owed.count,
      amount: contracts.owed.amount,
      mainBalance: await mainBalance().catch(() => null),
    };
  }
  const step = query.get("step");
  if (asked !== "terminate" || (step !== "ask" && step !== "agree")) return null;
  const id = query.get("contract");
  const mine = contracts.mine?.id === id ? contracts.mine : null;
  const contract = mine ?? contracts.downlines.list.find((candidate) => candidate.id === id);
  return contract ? { what: "terminate", step, contract, mine: mine !== null } : null;
}

// ---- the forms ---------------------------------------------------------------------------------

/** What a contract form answers besides conform's result: the contract it was about, and an offer's refusal list. */
export type ContractActionData = CentreActionData & {
  contractId?: string;
  belowDownlines?: { holder: string; upline: string | null }[];
};

/** Back to the screen's view the form was on, with what it did. */
function done(ctx: ActionCtx, tab: ContractTab, text: string) {
  return redirectWithNotice(agentHref(ctx.section, ctx.from, { tab: tab === "mine" ? null : tab }), text);
}

const formError = (text: string): SubmissionResult<string[]> => ({ status: "error", error: { "": [text] } });

/** The contract calls' refusals (docs/platform-calls.md "Agent contracts") in the agent's words. */
function contractFailure(error: unknown): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  if (!(error instanceof PlatformError)) return translateFailure(error);
  switch (error.code) {
    case "NOT_DOWNLINE":
    case "NOT_AGENT":
      return { formErrors: [], fieldErrors: { username: [`agent:contract.error.${error.code}`] } };
    case "EXCEEDS_LIMIT": {
      const limit = contractFailureDetails.exceedsLimit.safeParse(error.details);
      return {
        formErrors: [
          limit.success
            ? message("agent:contract.error.EXCEEDS_LIMIT", { rate: formatRate(limit.data.maxRateBp) })
            : "agent:contract.error.EXCEEDS_LIMIT_PLAIN",
        ],
        fieldErrors: {},
      };
    }
    case "INSUFFICIENT_FUNDS": {
      const needed = contractFailureDetails.insufficientFunds.safeParse(error.details);
      return {
        formErrors: [
          needed.success
            ? message("agent:contract.error.INSUFFICIENT_FUNDS", { amount: formatMinor(needed.data.needed) })
            : "member:error.INSUFFICIENT_FUNDS",
        ],
        fieldErrors: {},
      };
    }
    case "CONTRACT_DISABLED":
    case "CONTRACT_STATE":
    case "EXCEEDS_UPLINE":
    case "BELOW_DOWNLINES":
    case "VALIDATION":
    case "NON_AGENT":
    case "NOT_FOUND":
      return { formErrors: [`agent:contract.error.${error.code}`], fieldErrors: {} };
    default:
      return translateFailure(error);
  }
}

function contractForms(kind: ContractKind): SectionForm[] {
  return [
    { intent: CONTRACT_INTENTS.offer, run: (ctx) => offer(kind, ctx) },
    { intent: CONTRACT_INTENTS.answer, run: answer },
    { intent: CONTRACT_INTENTS.withdraw, run: withdraw },
    { intent: CONTRACT_INTENTS.terminate, run: terminate },
    { intent: CONTRACT_INTENTS.payAll, run: payAll },
  ];
}

/** The forms of each kind's screen. */
export const CONTRACT_SECTION_FORMS = {
  dividend: contractForms("dividend"),
  dailySalary: contractForms("dailySalary"),
  hourlySalary: contractForms("hourlySalary"),
  realtimeSalary: contractForms("realtimeSalary"),
} satisfies Record<ContractKind, SectionForm[]>;

async function offer(kind: ContractKind, ctx: ActionCtx) {
  const intent = CONTRACT_INTENTS.offer;
  const submission = parseWithZod(ctx.form, { schema: offerSchema(kind) });
  if (submission.status !== "success")
    return data<ContractActionData>({ intent, result: reply(submission) }, { status: 400 });
  const { username, terms, rows, terminateLower } = submission.value;
  try {
    await ctx.client.offerContract(ctx.token, {
      kind,
      username,
      terms,
      ...(terminateLower ? { terminateLower: true } : {}),
    });
    return done(ctx, "downlines", message("agent:contract.done.offered", { username }));
  } catch (error) {
    const failure = contractFailure(error);
    if (error instanceof PlatformError && error.code === "EXCEEDS_UPLINE") {
      // Said at the fields that pay too much, against the agent's own terms in force.
      const own = await ctx.client.contractsOfKind(ctx.token, { kind, pageNo: 1, pageSize: 1 }).then(
        (answer) => (answer.mine?.signed ? readTerms(kind, answer.mine.signed.terms) : null),
        () => null,
      );
      if (own) failure.fieldErrors = { ...failure.fieldErrors, ...uplineExcess(kind, own, terms, rows) };
    }
    const below =
      error instanceof PlatformError && error.code === "BELOW_DOWNLINES"
        ? contractFailureDetails.belowDownlines.safeParse(error.details)
        : null;
    const belowDownlines = below?.success
      ? below.data.contracts.map(({ holder, upline }) => ({ holder, upline }))
      : undefined;
    return data<ContractActionData>(
      { intent, result: reply(submission, failure), belowDownlines },
      { status: error instanceof PlatformError ? 400 : 503 },
    );
  }
}

/** A contract button's form: its schema, the call, and the notice when it did its work. */
async function contractStep<S extends typeof answerSchema | typeof withdrawSchema | typeof terminateSchema>(
  ctx: ActionCtx,
  intent: string,
  schema: S,
  act: (value: S["_output"]) => Promise<{ tab: ContractTab; notice: string }>,
) {
  const parsed = schema.safeParse(Object.fromEntries(ctx.form));
  if (!parsed.success)
    return data<ContractActionData>({ intent, result: formError("agent:contract.error.VALIDATION") }, { status: 400 });
  try {
    const { tab, notice } = await act(parsed.data);
    return done(ctx, tab, notice);
  } catch (error) {
    const failure = contractFailure(error);
    const texts = [...failure.formErrors, ...Object.values(failure.fieldErrors).flat()];
    return data<ContractActionData>(
      { intent, contractId: parsed.data.contractId, result: formError(texts[0] ?? "agent:contract.error.VALIDATION") },
      { status: error instanceof PlatformError ? 400 : 503 },
    );
  }
}

/** The holder answers the offer or change waiting for it. */
function answer(ctx: ActionCtx) {
  return contractStep(ctx, CONTRACT_INTENTS.answer, answerSchema, async (value) => {
    const contract = await ctx.client.answerContract(ctx.token, value);
    return { tab: "mine", notice: message(`agent:contract.done.${value.answer}`, { upline: contract.upline ?? "" }) };
  });
}

/** The upline takes back the offer or change it made. */
function withdraw(ctx: ActionCtx) {
  return contractStep(ctx, CONTRACT_INTENTS.withdraw, withdrawSchema, async (value) => {
    const contract = await ctx.client.withdrawContract(ctx.token, value);
    return { tab: "downlines", notice: message("agent:contract.done.withdrawn", { username: contract.holder }) };
  });
}

/** Either side asks to end a contract; the other agrees or declines (the asker may take its request back). */
function terminate(ctx: ActionCtx) {
  return contractStep(ctx, CONTRACT_INTENTS.terminate, terminateSchema, async (value) => {
    const contract = await ctx.client.terminateContract(ctx.token, value);
    const notice =
      contract.state === "terminated"
        ? "agent:contract.done.terminated"
        : `agent:contract.done.termination.${value.step}`;
    // Back to the view the button was on: the agent's own contract, or those it gave.
    return { tab: ctx.form.get("view") === "mine" ? "mine" : "downlines", notice };
  });
}

/** Pays every pending settlement the agent owes, which lifts its freeze (ADR 0044). */
async function payAll(ctx: ActionCtx) {
  const intent = CONTRACT_INTENTS.payAll;
  try {
    const paid = await ctx.client.payAllContracts(ctx.token);
    return done(
      ctx,
      "mine",
      message("agent:contract.done.paidAll", { count: paid.paid, amount: formatMinor(paid.amount) }),
    );
  } catch (error) {
    const failure = contractFailure(error);
    return data<ContractActionData>(
      { intent, result: formError(failure.formErrors[0] ?? "agent:contract.error.VALIDATION") },
      { status: error instanceof PlatformError ? 400 : 503 },
    );
  }
}

// ---- where a frozen agent pays -----------------------------------------------------------------

/**
 * The contract screen that shows what the agent owes (PAY_ALL_HREF): the enabled kinds first, then the rest
 * (a kind switched off later may still hold a debt); null when it owes nothing or the platform cannot say.
 */
export async function owedSection(client: WpsClient, token: string): Promise<AgentContractSection | null> {
  const contracts = agentContracts(await client.consolidated(token).catch(() => null));
  const kinds = [...CONTRACT_KINDS].sort((a, b) => Number(contracts.enabled[b]) - Number(contracts.enabled[a]));
  for (const kind of kinds) {
    const answer = await client.contractsOfKind(token, { kind, pageNo: 1, pageSize: 1 }).catch(() => null);
    if (answer && answer.owed.count > 0) return contractSection(kind);
  }
  return null;
}
