import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { escapeHtml } from "../../../http/html.js";
import { callOwnRoute } from "../../../http/self-call.js";
import { formatMinor } from "../../wallet/money.js";
import { depositChannels, deposits } from "../schema.js";
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from "./sandbox.js";
import { sandboxGatewaySecret } from "./sandbox-secret.js";

// The sandbox gateway's hosted payment page: what a real provider shows on its own site. Plain HTML
// forms, so it works without JavaScript; every value written into it is escaped. Pressing Pay or
// Decline sends the signed callback to the platform over its real HTTP route, then sends the browser
// back to the site (303, so the browser follows with a GET).

const CALLBACK_PATH = "/wps/payments/callback/sandbox";

/**
 * Only a path on the site itself: a payment page must never bounce the member to someone else's site.
 * Visible ASCII only (anything else percent-encoded), since it becomes a Location header.
 */
export const returnPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[\x21-\x7e]*$/, "returnUrl: a path on this site, such as /member/deposit");


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
  return callOwnRoute(app, CALLBACK_PATH, { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature }, rawBody);
}

export async function sandboxPageRoutes(app: FastifyInstance) {
  // The page's own forms post url-encoded; only this scope reads that content type.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
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
    const found = parsedParams.success ? await findDeposit(parsedParams.data.depositId) : undefined;
    if (!found) return page(reply, 404, "Payment not found", "<h1>Payment not found</h1><p>This payment link is not valid.</p>");
    const { deposit, channel } = found;
    const back = `<p><a href="${escapeHtml(returnUrl)}">Back to the site</a></p>`;
    if (deposit.status !== "pending") {
      return page(reply, 200, "Payment closed", `<h1>Payment closed</h1><p>This payment is ${escapeHtml(deposit.status)}.</p>${back}`);
    }
    const action = `/wps/gateway/sandbox/pay/${deposit.id}`;
    const form = (decision: "pay" | "decline", label: string) =>
      `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="decision" value="${decision}"><input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}"><button type="submit" name="intent" value="${decision}">${label}</button></form>`;
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
    const form = z.object({ decision: z.enum(["pay", "decline"]), returnUrl: returnPath.catch("/").default("/") }).safeParse(request.body ?? {});
    const found = parsedParams.success ? await findDeposit(parsedParams.data.depositId) : undefined;
    if (!found || !form.success) return page(reply, 400, "Payment not possible", "<h1>Payment not possible</h1><p>This payment link or form is not valid.</p>");
    const { deposit } = found;
    const rawBody = JSON.stringify({
      eventId: `sbx-${crypto.randomUUID()}`,
      depositId: deposit.id,
      amount: deposit.amount.toString(),
      status: form.data.decision === "pay" ? "paid" : "declined",
      timestamp: new Date().toISOString(),
    });
    const answer = await sendCallback(app, rawBody, signSandboxBody(sandboxGatewaySecret(app.config), rawBody)).catch(() => null);
    if (!answer?.envelope?.success) {
      request.log.warn({ depositId: deposit.id, status: answer?.status, message: answer?.envelope?.message }, "sandbox callback refused");
      return page(reply, 502, "Payment not confirmed", `<h1>Payment not confirmed</h1><p>The site did not accept the payment notice. Try again later.</p><p><a href="${escapeHtml(form.data.returnUrl)}">Back to the site</a></p>`);
    }
    return reply.redirect(form.data.returnUrl, 303);
  });
}
