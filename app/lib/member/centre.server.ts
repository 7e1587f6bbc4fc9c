// The member and agent centres' common ground (SPEC §2.6, §2.7, §6): who may open them (a visitor is
// asked to log in, a trial member gets the warning, a non-agent is refused the agent centre), the
// member centre's frame around each section, and the path every section's form takes before its own
// handler: read the form, check its CSRF token, then the handler named by the pressed button's intent.
// The agent centre's frame is app/lib/agent/centre.server.ts; the forms kit (reply, the notice across a
// redirect) is app/lib/forms/ (ADR 0072).
import crypto from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { routeError } from "~/lib/platform/errors.server";
import { FormReadError, UPLOAD_FILES_MAX, readForm, readPlainForm } from "~/lib/security/formData.server";
import { message } from "~/lib/forms/messages";
import { checkForm } from "~/lib/security/security.server";
import { getSession } from "~/lib/session/session.server";
import { redirectWithNotice, takeNotice } from "~/lib/forms/notice.server";
import { flattenWhitelabel } from "~/lib/shell/toggles";
import { safeRedirectPath } from "~/lib/shell/urls";
import { PlatformError, PlatformUnreachableError, wps, type WpsClient } from "~/lib/platform/client.server";
import { agentHref, centreHref, type AGENT_SECTIONS, type AgentContractSection, type MEMBER_SECTIONS } from "./centres";
import { balanceVisibility } from "./balance.server";
import type { BonusWagering, MoneyIntent } from "./wallet";
import type { PointsIntent } from "../points/forms";

export type MemberSection = (typeof MEMBER_SECTIONS)[number];
export type AgentSection = (typeof AGENT_SECTIONS)[number] | AgentContractSection;

export async function guardCentre(request: Request, centre: "member" | "agent"): Promise<string> {
  const session = await getSession(request);
  const member = session.get("member");
  const token = session.get("token");
  // A login sets both together (startSession); either missing is a visitor.
  // A visitor logs in first and then lands on the section asked for (afterLoginHref).
  if (!member || !token) {
    const url = new URL(request.url);
    throw redirect(`/?${new URLSearchParams({ modal: "login", next: `${url.pathname}${url.search}` })}`);
  }
  if (member.isTrial) throw redirect("/?modal=needTrueAccount");
  if (centre === "agent" && !member.isAgent) throw redirect("/");
  return token;
}

/** A form that did its work: back to its section (a fresh render, a new requestKey) with what it did. */
export function sectionDone(ctx: ActionCtx, text: string): Promise<Response> {
  return redirectWithNotice(sectionHref(ctx), text);
}

function sectionHref(ctx: Pick<ActionCtx, "centre" | "section" | "from">): string {
  return ctx.centre === "agent" ? agentHref(ctx.section, ctx.from) : centreHref(ctx.section, ctx.from);
}

// ---- where the centre goes back to -------------------------------------------------------------

/** The page the centre was opened from (its close link): ?from=, else the referring page of this site. */
export function centreOrigin(request: Request): string | null {
  const url = new URL(request.url);
  const from = url.searchParams.get("from");
  const notCentre = (path: string) =>
    path === "" || path.startsWith("/member/") || path.startsWith("/agent/") ? null : path;
  if (from) return notCentre(safeRedirectPath(from, ""));
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    const previous = new URL(referer);
    if (previous.host !== url.host) return null;
    return notCentre(safeRedirectPath(`${previous.pathname}${previous.search}`, ""));
  } catch {
    return null;
  }
}

// ---- a section's page --------------------------------------------------------------------------

export type SectionContext = { client: WpsClient; token: string; url: URL };
/**
 * A section the platform could not answer for says so; the rest of the centre still works. A refusal the
 * member can understand (an agent call's NOT_DOWNLINE) carries its code, which the page translates.
 */
export type SectionFailed = { failed: true; code?: string };

/** Refusals a section says in words instead of "could not be loaded". */
const SAID_REFUSALS = new Set(["NOT_DOWNLINE", "NON_AGENT"]);

export async function guarded<T>(what: string, load: () => Promise<T>): Promise<T | SectionFailed> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof PlatformError && SAID_REFUSALS.has(error.code)) return { failed: true, code: error.code };
    if (error instanceof PlatformError || error instanceof PlatformUnreachableError) {
      console.error(`centre ${what}: ${error.message}`);
      return { failed: true };
    }
    throw error;
  }
}

/**
 * A member-centre section: its own content from the platform (none for a section whose content
 * arrives with a later release) inside the centre's frame — the menu, the close link, the notice.
 */
export async function memberSectionLoader<T = never>(
  request: Request,
  context: AppLoadContext,
  section: MemberSection,
  content?: (ctx: SectionContext) => Promise<T>,
) {
  const token = await guardCentre(request, "member");
  const url = new URL(request.url);
  const client = wps(request, context);
  const [loaded, status, available, { notice, headers }] = await Promise.all([
    content ? guarded(section, () => content({ client, token, url })) : Promise.resolve(null),
    client.status(url.host).catch(() => null),
    client.availablePromotions(token).catch(() => null),
    takeNotice(request),
  ]);
  const from = centreOrigin(request);
  return data(
    {
      section,
      from,
      closeHref: from ?? "/",
      // SPEC §2.6: "invite friends" only while the REFERRAL promotion is switched on.
      referral: status ? flattenWhitelabel(status.info.whitelabel).get("REFERRAL") === true : false,
      // SPEC §3: the promotions offering a step now, badged on the reward centre.
      available: available?.count ?? null,
      // SPEC §2.6: the missions not yet claimed this period, badged on mission activity.
      openMissions: available?.missions ?? null,
      notice,
      // One per form render (docs/platform-calls.md): the same form sent twice moves money once.
      requestKey: crypto.randomUUID(),
      content: loaded,
    },
    { headers },
  );
}

// ---- a section's forms -------------------------------------------------------------------------

export type ConfirmState = {
  intent: MoneyIntent | PointsIntent;
  /** "please confirm: transfer X to Y" as a message key with its values. */
  summary: string;
  /** The first step's fields, sent again with the confirmation. */
  values: Record<string, string>;
  requestKey: string;
  result?: SubmissionResult<string[]>;
  /** A withdrawal refused while a bonus wagers (BONUS_WAGERING): what forfeiting it takes back, asked before it is done. */
  forfeit?: BonusWagering;
  /** Refused for a reason confirming again cannot change: the dialog shows why and offers only the way back. */
  final?: boolean;
};
export type CentreActionData = { intent: string; result?: SubmissionResult<string[]>; confirm?: ConfirmState };

export type ActionCtx = {
  request: Request;
  form: FormData;
  client: WpsClient;
  token: string;
  centre: "member" | "agent";
  section: MemberSection | AgentSection;
  from: string | null;
  origin: string;
};
/** One of a section's forms: the intent its submit button sends, and what answers it. */
export type SectionForm = { intent: string; run: (ctx: ActionCtx) => Promise<Response | ReturnType<typeof data>> };

/**
 * A section's action. The header's "hide balance" form posts here too and needs no member (a page may
 * still show the header after the session ended); any other form needs a member who may use the centre.
 */
export function memberSectionAction(
  request: Request,
  context: AppLoadContext,
  section: MemberSection,
  forms: readonly SectionForm[],
) {
  return centreAction(request, context, "member", section, forms);
}

/** The path every centre form takes (the member centre's and the agent centre's, ADR 0072). */
export async function centreAction(
  request: Request,
  context: AppLoadContext,
  centre: "member" | "agent",
  section: MemberSection | AgentSection,
  forms: readonly SectionForm[],
) {
  const member = (await getSession(request.clone())).get("member");
  if (!member || member.isTrial || (centre === "agent" && !member.isAgent)) {
    const form = await readPlainForm(request.clone());
    if (form.get("intent") !== "balanceVisibility") await guardCentre(request, centre);
  }
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    if (!(error instanceof FormReadError)) throw error;
    return unreadForm(error);
  }
  const intent = String(form.get("intent") ?? "");
  const check = await checkForm(form, request.headers, { publicForm: false });
  if (intent === "balanceVisibility" && check === "ok") return balanceVisibility(form);
  if (check !== "ok")
    return data<CentreActionData>(
      { intent, result: { status: "error", error: { "": ["member:error.formExpired"] } } },
      { status: 403 },
    );
  const token = await guardCentre(request, centre);
  const url = new URL(request.url);
  const ctx: ActionCtx = {
    request,
    form,
    client: wps(request, context),
    token,
    centre,
    section,
    from: centreOrigin(request),
    origin: url.origin,
  };
  // An intent this section has no form for goes back to the section.
  const handler = forms.find((candidate) => candidate.intent === intent);
  if (!handler) return redirect(sectionHref(ctx));
  // Each form answers its own failures; a platform failure one of them did not expect (the limit of the
  // visitor's address, the platform gone) becomes the route's error page, never a crash.
  return handler.run(ctx).catch(routeError);
}

/** A form the web could not read: a receipt's or a feedback's picture too large (or too many) is said at its input. */
function unreadForm(error: FormReadError) {
  if (error.failure !== "malformed" && error.fields.intent === "feedback") {
    const text =
      error.failure === "tooManyFiles"
        ? message("messages:validation.imageCount", { max: UPLOAD_FILES_MAX })
        : "messages:validation.imageFile";
    return data<CentreActionData>(
      { intent: "feedback", result: { status: "error", error: { images: [text] } } },
      { status: 413 },
    );
  }
  if (error.failure !== "malformed" && error.fields.intent === "receipt") {
    const result: SubmissionResult<string[]> = { status: "error", error: { proof: ["member:validation.proofFile"] } };
    return data<CentreActionData & { withdrawalId: string }>(
      { intent: "receipt", withdrawalId: error.fields.withdrawalId ?? "", result },
      { status: 413 },
    );
  }
  return data<CentreActionData>(
    { intent: error.fields.intent ?? "", result: { status: "error", error: { "": ["member:error.formUnreadable"] } } },
    { status: 400 },
  );
}
