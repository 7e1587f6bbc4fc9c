// The member's odds format (reference/sportsbook.md §2.3), a section of the member's settings
// (/member/securityCenter): read with the section, saved by its own form (PUT /lgw/events/settings). The
// sportsbook's pages read it for every price they show.
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { reply } from "~/lib/forms/reply.server";
import { sectionDone, type ActionCtx, type CentreActionData, type SectionForm } from "~/lib/member/centre.server";
import { moneyFailure } from "~/lib/member/money.server";
import type { WpsClient } from "~/lib/platform/client.server";
import type { OddsFormat } from "~contract/events";
import { oddsFormatFormSchema } from "./forms";

/** The member's odds format, or null when the platform could not say (the section then says so, the rest shows). */
export function oddsFormatSetting(client: WpsClient, token: string): Promise<OddsFormat | null> {
  return client.eventSettings(token).then(
    (settings) => settings.oddsFormat,
    () => null,
  );
}

async function saveOddsFormat(ctx: ActionCtx) {
  const intent = "oddsFormat";
  const submission = parseWithZod(ctx.form, { schema: oddsFormatFormSchema });
  if (submission.status !== "success")
    return data<CentreActionData>({ intent, result: reply(submission) }, { status: 400 });
  try {
    await ctx.client.setEventSettings(ctx.token, submission.value.oddsFormat);
    return sectionDone(ctx, "sports:done.oddsFormat");
  } catch (error) {
    return data<CentreActionData>(
      { intent, result: reply(submission, { formErrors: moneyFailure(error).formErrors, fieldErrors: {} }) },
      { status: 400 },
    );
  }
}

export const ODDS_FORMAT_ACTIONS: SectionForm[] = [{ intent: "oddsFormat", run: saveOddsFormat }];
