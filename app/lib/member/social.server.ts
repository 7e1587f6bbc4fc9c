// My account's linked sign-ins (SPEC §2.4, ADR 0033): what is offered and linked, the link that starts
// linking (auth/social.server.ts sends the member to the provider and links at the callback), and the
// unlink form.
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { linkProof, offeredProviders, socialFailureText } from "~/lib/auth/social.server";
import { message } from "~/lib/forms/messages";
import type { LinkedIdentity, SocialProvider, WpsClient } from "~/lib/platform/client.server";
import { reply } from "~/lib/forms/reply.server";
import { sectionDone, type ActionCtx, type CentreActionData, type SectionForm } from "./centre.server";
import { PROVIDER_NAMES, socialProviderSchema } from "~/lib/auth/social";

export type LinkedSignIns = { offered: SocialProvider[]; linked: LinkedIdentity[]; linkProof: string };

export async function linkedSignIns(client: WpsClient, token: string): Promise<LinkedSignIns> {
  const offered = await offeredProviders(client);
  if (offered.length === 0) return { offered, linked: [], linkProof: "" };
  return { offered, linked: await client.linkedIdentities(token), linkProof: linkProof(token) };
}

async function unlinkSocial(ctx: ActionCtx) {
  const intent = "unlinkSocial";
  const submission = parseWithZod(ctx.form, { schema: socialProviderSchema });
  if (submission.status !== "success")
    return data<CentreActionData>({ intent, result: reply(submission) }, { status: 400 });
  const { provider } = submission.value;
  try {
    await ctx.client.unlinkIdentity(ctx.token, provider);
    return sectionDone(ctx, message("social:done.unlinked", { provider: PROVIDER_NAMES[provider] }));
  } catch (error) {
    return data<CentreActionData>(
      { intent, result: reply(submission, { formErrors: [socialFailureText(error, provider)] }) },
      { status: 400 },
    );
  }
}

export const SOCIAL_ACTIONS: readonly SectionForm[] = [{ intent: "unlinkSocial", run: unlinkSocial }];
