// Pages the platform serves itself (a payment provider's page, the in-house games): every value written
// into their HTML goes through here.
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
