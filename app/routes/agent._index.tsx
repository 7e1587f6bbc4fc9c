import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { owedSection } from "~/lib/agent/contracts.server";
import { agentHref } from "~/lib/member/centres";
import { wps } from "~/lib/platform/client.server";
import { getSession } from "~/lib/session/session.server";

// SPEC §2.7: the agent centre opens on agentTeamOverview (the page it was opened from travels along).
// ?pay=all (PAY_ALL_HREF, from a FROZEN refusal) opens instead the contract screen holding the debt, at its
// "pay all" confirmation.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const from = url.searchParams.get("from");
  const token = (await getSession(request)).get("token");
  if (url.searchParams.get("pay") === "all" && token) {
    const section = await owedSection(wps(request, context), token);
    if (section) return redirect(agentHref(section, from, { confirm: "payAll" }));
  }
  return redirect(`/agent/agentTeamOverview${from ? `?${new URLSearchParams({ from })}` : ""}`);
}
