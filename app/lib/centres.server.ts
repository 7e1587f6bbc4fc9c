// Who may open the member and agent centres (SPEC §6): a visitor is asked to log in, a trial member
// gets the warning, a non-agent is refused the agent centre.
import { redirect } from "@remix-run/node";
import { getSession } from "./session.server";
import { AGENT_SECTIONS, MEMBER_SECTIONS } from "./centres";
import { notFound } from "./errors.server";

export async function centreLoader(request: Request, centre: "member" | "agent", section: string | undefined) {
  const sections: readonly string[] = centre === "member" ? MEMBER_SECTIONS : AGENT_SECTIONS;
  if (!section || !sections.includes(section)) notFound();
  const member = (await getSession(request)).get("member");
  if (!member) throw redirect("/?modal=login");
  if (member.isTrial) throw redirect("/?modal=needTrueAccount");
  if (centre === "agent" && !member.isAgent) throw redirect("/");
  return { centre, section };
}
