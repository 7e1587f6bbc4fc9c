// Pages the platform serves itself (a payment provider's page, the in-house games): every value written
// into their HTML goes through here.
const ENTITIES = new Map([
  ["&", "&amp;"],
  ["<", "&lt;"],
  [">", "&gt;"],
  ['"', "&quot;"],
  ["'", "&#39;"],
]);
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES.get(c) ?? c);
