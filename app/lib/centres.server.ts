// Who may open the member and agent centres (SPEC §6): a visitor is asked to log in, a trial member
// gets the warning, a non-agent is refused the agent centre.
import { redirect, type AppLoadContext } from "@remix-run/node";
import { getSession } from "./session.server";
import { AGENT_SECTIONS, MEMBER_SECTIONS } from "./centres";
import { notFound } from "./errors.server";
import { memberCentreAction, memberCentreData, type MemberSection } from "./wallet.server";
import { readPlainForm } from "./formData.server";

async function guardCentre(request: Request, centre: "member" | "agent", section: string | undefined) {
  const sections: readonly string[] = centre === "member" ? MEMBER_SECTIONS : AGENT_SECTIONS;
  if (!section || !sections.includes(section)) notFound();
  const member = (await getSession(request)).get("member");
  if (!member) throw redirect("/?modal=login");
  if (member.isTrial) throw redirect("/?modal=needTrueAccount");
  if (centre === "agent" && !member.isAgent) throw redirect("/");
  return section;
}

/** The agent centre's frame (its sections arrive with their own releases). */
export async function centreLoader(request: Request, centre: "member" | "agent", section: string | undefined) {
  await guardCentre(request, centre, section);
  return { centre, section: section! };
}

/** The member centre: the section's own content from the platform (wallet.server.ts). */
export async function memberCentreLoader(request: Request, context: AppLoadContext, section: string | undefined) {
  return memberCentreData(request, context, (await guardCentre(request, "member", section)) as MemberSection);
}

/**
 * Its forms. The header's "hide balance" form posts here too and needs no member (a page may still show
 * the header after the session ended).
 */
export async function memberCentreActionFor(request: Request, context: AppLoadContext, section: string | undefined) {
  if (!section || !(MEMBER_SECTIONS as readonly string[]).includes(section)) notFound();
  const member = (await getSession(request.clone())).get("member");
  if (!member || member.isTrial) {
    const form = await readPlainForm(request.clone());
    if (form.get("intent") !== "balanceVisibility") await guardCentre(request, "member", section);
  }
  return memberCentreAction(request, context, section as MemberSection);
}
