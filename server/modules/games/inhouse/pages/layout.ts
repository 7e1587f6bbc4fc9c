import type { FastifyReply } from "fastify";
import { escapeHtml } from "../../../../http/html.js";
import type { Texts } from "./texts.js";

// The in-house pages' frame: small, self-contained (no outside resources), framed only by our own
// site, never cached. The script only adds a pending state and a count-up; without it all works.

const STYLE = `
:root{color-scheme:dark;--bg:#14102a;--panel:#211a3f;--gold:#f5c451;--text:#f3f0ff;--muted:#c9c2e6;--win:#46d39a;--loss:#ff8a8a}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--text)}
header,main,footer{max-width:46rem;margin:0 auto;padding:.75rem 1rem}header{display:flex;justify-content:space-between;align-items:center;gap:1rem}
h1{font-size:1.3rem;margin:0}h2{font-size:1.05rem;margin:.5rem 0}section{background:var(--panel);border-radius:12px;padding:1rem;margin:0 0 1rem}
.field{margin:0 0 .75rem;border:0;padding:0}.field label,.field legend{display:block;font-weight:600;margin-bottom:.25rem}
input[type=number],input[type=text],input:not([type]),select{width:100%;font:inherit;padding:.55rem;border-radius:8px;border:1px solid #5b4f8f;background:#0f0b22;color:var(--text)}
.choice{display:inline-flex;gap:.35rem;margin-right:1rem;font-weight:400}
button{font:inherit;font-weight:700;padding:.7rem 1.4rem;border:0;border-radius:999px;background:var(--gold);color:#1b1400;cursor:pointer}button[disabled]{opacity:.6}
.grid{display:grid;grid-template-columns:repeat(var(--columns),minmax(0,1fr));gap:.35rem}.cell,.field .cell{display:flex;align-items:center;justify-content:center;margin:0;min-height:2.6rem;border-radius:8px;background:#0f0b22;border:1px solid #5b4f8f;position:relative}
.cell input{position:absolute;inset:0;opacity:0;cursor:pointer}.cell:has(input:checked){background:var(--gold);color:#1b1400}.cell:has(input:focus-visible){outline:3px solid #fff}
.board .mine{background:#5a1f2b}.board .chosen{outline:2px solid var(--gold)}.big{font-size:2.6rem;font-weight:800;margin:.25rem 0;animation:pop .4s ease-out}
.verdict.win{color:var(--win);font-weight:700}.verdict.loss{color:var(--loss)}.alert{background:#5a1f2b;padding:.6rem;border-radius:8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;word-break:break-all}dt{color:var(--muted)}a{color:var(--gold)}.muted{color:var(--muted)}
.reels{border-collapse:separate;border-spacing:.3rem;width:100%;table-layout:fixed}.reels td{background:#0f0b22;border:1px solid #5b4f8f;border-radius:8px;text-align:center;font-weight:800;padding:.7rem 0;font-size:.85rem;animation:pop .4s ease-out}
.symbol.cherry{color:#ff7a8a}.symbol.lemon{color:#ffe066}.symbol.bell{color:#ffc14d}.symbol.bar{color:#9ad0ff}.symbol.seven{color:#ff5c5c;font-size:1.3rem}.symbol.wild{color:#46d39a}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
@keyframes pop{from{transform:scale(.6);opacity:.2}to{transform:none;opacity:1}}@media (prefers-reduced-motion:reduce){.big{animation:none}}`;

/**
 * Every game page ends with the way back to the site's in-house lobby, in the whole window: a browser without frames
 * (lynx follows the frame as a link) opens the game page bare, and would otherwise have no way back.
 */
const backToSite = ({ t }: Texts) =>
  `<footer><p><a href="/inhouse" target="_top" data-testid="back-to-site">${escapeHtml(t("back"))}</a></p></footer>`;

export function sendPage(
  reply: FastifyReply,
  status: number,
  texts: Texts,
  title: string,
  header: string,
  body: string,
) {
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .header(
      "content-security-policy",
      "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'",
    ).send(`<!doctype html>
<html lang="${texts.t("lang")}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style><script src="/wps/inhouse/assets/play.js" defer></script></head>
<body><header>${header}</header><main>${body}</main>${backToSite(texts)}</body></html>`);
}

/** With JavaScript: a pressed bet button waits (no second bet), and a rolled number counts up. */
export const PLAY_SCRIPT = `document.addEventListener("submit",function(e){var b=e.target.querySelector("button[type=submit]");if(b){if(b.disabled){e.preventDefault();return}setTimeout(function(){b.disabled=true;b.setAttribute("aria-busy","true");if(b.dataset.pending)b.textContent=b.dataset.pending},0)}});
document.querySelectorAll("[data-count]").forEach(function(el){if(matchMedia("(prefers-reduced-motion: reduce)").matches)return;var end=parseFloat(el.dataset.count),pre=el.textContent.charAt(0)==="×"?"×":"",t0=performance.now();function f(t){var k=Math.min(1,(t-t0)/600);el.textContent=pre+(end*k).toFixed(2);if(k<1)requestAnimationFrame(f)}requestAnimationFrame(f)});`;
