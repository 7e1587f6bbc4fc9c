import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

// SPEC §2.7: the agent centre opens on agentTeamOverview (the page it was opened from travels along).
export function loader({ request }: LoaderFunctionArgs) {
  const from = new URL(request.url).searchParams.get("from");
  return redirect(`/agent/agentTeamOverview${from ? `?${new URLSearchParams({ from })}` : ""}`);
}
