// A resource route: no root loader, no platform call. Load balancers probe it, and the
// benchmark uses it as the bare Remix route that the home page is measured against.
export function loader() {
  return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
