import { platformHealth } from "~/lib/platform/health.server";

// A resource route: no root loader. Load balancers probe it: 200 when the platform behind this web is healthy
// (its GET /wps/health: database reachable, jobs alive), 503 otherwise (ADR 0073). The verdict is kept a second,
// so the benchmark, which measures it as the bare Remix route, still measures almost no platform work.
export async function loader() {
  const health = await platformHealth();
  return new Response(health.healthy ? "ok" : `unavailable: ${health.detail}`, {
    status: health.healthy ? 200 : 503,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}
