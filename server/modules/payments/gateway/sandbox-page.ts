import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { PlatformConfig } from "../../../config.js";
import { AppError } from "../../errors.js";
import { escapeHtml } from "../../../http/html.js";
import { callOwnRoute } from "../../../http/self-call.js";
import { signedInMember, type SignedIn } from "../../accounts/index.js";
import { formatMinor } from "../../../../contract/money.js";
import { depositChannels, deposits } from "../schema.js";
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from "./sandbox.js";
import { sandboxGatewaySecret } from "./sandbox-secret.js";

// The sandbox gateway's hosted payment page: what a real provider shows on its own site. Plain HTML
// forms, so it works without JavaScript; every value written into it is escaped. Pressing Pay or
// Decline sends the signed callback to the platform over its real HTTP route, then sends the browser
// back to the site (303, so the browser follows with a GET).
//
// Only the member who asked for the deposit may see or answer its page: the web's proxy forwards the
// visitor's session as `Authorization: Bearer`, and anyone else gets a 403 page that shows nothing of
// the deposit. Each form carries a CSRF token bound to the deposit and to that session, so a page of
// another site cannot make the member's browser pay or decline.

const CALLBACK_PATH = "/wps/payments/callback/sandbox";

/**
 * Only a path on the site itself: a payment page must never bounce the member to someone else's site.
 * Visible ASCII only (anything else percent-encoded), since it becomes a Location header.
 */
export const returnPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[\x21-\x7e]*$/, "returnUrl: a path on this site, such as /member/deposit");

/** The CSRF token of a deposit's forms for one session: HMAC-SHA256(sandbox secret, "<depositId>:<sessionId>"), hex. */
export function sandboxFormToken(config: PlatformConfig, depositId: string, sessionId: string): string {
  return crypto.createHmac("sha256", sandboxGatewaySecret(config)).update(`${depositId}:${sessionId}`).digest("hex");
}

function sameToken(given: unknown, expected: string): boolean {
  const a = Buffer.from(typeof given === "string" ? given : "", "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The visitor's live session, or undefined: a page answers a missing session itself rather than with an envelope. */
async function visitor(request: FastifyRequest): Promise<SignedIn | undefined> {
  try {
    return await signedInMember(request);
  } catch (error) {
    if (error instanceof AppError && error.code === "UNAUTHORIZED") return undefined;
    throw error;
  }
}

const backLink = (returnUrl: string) => `<p><a href="${escapeHtml(returnUrl)}">Back to the site</a></p>`;

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#555}form{display:inline}button{font-size:1rem;padding:.6rem 1.4rem;margin:.5rem .5rem 0 0}</style>
</head><body><main>${body}</main></body></html>`);
}

/** The callback goes through the platform's own route, as a real gateway would call it. */
function sendCallback(app: FastifyInstance, rawBody: string, signature: string) {
  return callOwnRoute(
    app,
    CALLBACK_PATH,
    { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
    rawBody,
  );
}

/** Not the deposit's owner, or nobody logged in: nothing of the deposit is shown and nothing moves. */
function notTheOwner(reply: FastifyReply, returnUrl: string) {
  return page(
    reply,
    403,
    "Payment not possible",
    `<h1>Payment not possible</h1><p>This payment needs the account that asked for it. Log in to the site with that account and open the payment again.</p>${backLink(returnUrl)}`,
  );
}

export async function sandboxPageRoutes(app: FastifyInstance) {
  // The page's own forms post url-encoded; only this scope reads that content type.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const params = z.object({ depositId: z.string().uuid() });

  async function findDeposit(depositId: string) {
    const [found] = await app.db
      .select({ deposit: deposits, channel: depositChannels })
      .from(deposits)
      .innerJoin(depositChannels, eq(depositChannels.code, deposits.channelCode))
      .where(eq(deposits.id, depositId));
    return found?.channel.adapter === "sandbox" ? found : undefined;
  }

  app.get("/wps/gateway/sandbox/pay/:depositId", async (request, reply) => {
    const parsedParams = params.safeParse(request.params);
    const returnUrl = returnPath.catch("/").parse((request.query as { returnUrl?: unknown }).returnUrl ?? "/");
    const signedIn = await visitor(request);
    if (!signedIn) return notTheOwner(reply, returnUrl);
    const found = parsedParams.success ? await findDeposit(parsedParams.data.depositId) : undefined;
    if (!found)
      return page(reply, 404, "Payment not found", "<h1>Payment not found</h1><p>This payment link is not valid.</p>");
    const { deposit, channel } = found;
    if (deposit.memberId !== signedIn.member.id) return notTheOwner(reply, returnUrl);
    const back = backLink(returnUrl);
    if (deposit.status !== "pending") {
      return page(
        reply,
        200,
        "Payment closed",
        `<h1>Payment closed</h1><p>This payment is ${escapeHtml(deposit.status)}.</p>${back}`,
      );
    }
    const action = `/wps/gateway/sandbox/pay/${deposit.id}`;
    const csrf = sandboxFormToken(app.config, deposit.id, signedIn.session.id);
    const form = (decision: "pay" | "decline", label: string) =>
      `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="decision" value="${decision}"><input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}"><button type="submit" name="intent" value="${decision}">${label}</button></form>`;
    return page(
      reply,
      200,
      "Sandbox payment",
      `<h1>Sandbox payment</h1><p>A test gateway: no real money moves.</p>
<dl><dt>Merchant</dt><dd>${escapeHtml(app.config.MERCHANT_CODE)}</dd><dt>Channel</dt><dd>${escapeHtml(channel.name)}</dd><dt>Order</dt><dd>${escapeHtml(deposit.reference ?? deposit.id)}</dd><dt>Amount</dt><dd>${escapeHtml(formatMinor(deposit.amount.toString()))} VND</dd></dl>
${form("pay", "Pay")}${form("decline", "Decline")}${back}`,
    );
  });

  app.post("/wps/gateway/sandbox/pay/:depositId", async (request, reply) => {
    const parsedParams = params.safeParse(request.params);
    const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    const form = z
      .object({ decision: z.enum(["pay", "decline"]), returnUrl: returnPath.catch("/").default("/") })
      .safeParse(body);
    const returnUrl = form.success ? form.data.returnUrl : "/";
    const signedIn = await visitor(request);
    if (!signedIn) return notTheOwner(reply, returnUrl);
    const found = parsedParams.success ? await findDeposit(parsedParams.data.depositId) : undefined;
    if (found && found.deposit.memberId !== signedIn.member.id) return notTheOwner(reply, returnUrl);
    if (found && !sameToken(body.csrf, sandboxFormToken(app.config, found.deposit.id, signedIn.session.id))) {
      return page(
        reply,
        403,
        "Payment not possible",
        `<h1>Payment not possible</h1><p>This form did not come from this payment's page in your session. Open the payment again from the site.</p>${backLink(returnUrl)}`,
      );
    }
    if (!found || !form.success)
      return page(
        reply,
        400,
        "Payment not possible",
        "<h1>Payment not possible</h1><p>This payment link or form is not valid.</p>",
      );
    const { deposit } = found;
    const rawBody = JSON.stringify({
      eventId: `sbx-${crypto.randomUUID()}`,
      depositId: deposit.id,
      amount: deposit.amount.toString(),
      status: form.data.decision === "pay" ? "paid" : "declined",
      timestamp: new Date().toISOString(),
    });
    const answer = await sendCallback(app, rawBody, signSandboxBody(sandboxGatewaySecret(app.config), rawBody)).catch(
      () => null,
    );
    if (!answer?.envelope?.success) {
      request.log.warn(
        { depositId: deposit.id, status: answer?.status, message: answer?.envelope?.message },
        "sandbox callback refused",
      );
      return page(
        reply,
        502,
        "Payment not confirmed",
        `<h1>Payment not confirmed</h1><p>The site did not accept the payment notice. Try again later.</p>${backLink(returnUrl)}`,
      );
    }
    return reply.redirect(returnUrl, 303);
  });
}
