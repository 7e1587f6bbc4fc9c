import { describe, expect, it } from "vitest";
import { sanitizeContent } from "~/lib/security/sanitize.server";

describe("operator HTML — DESIGN §8", () => {
  it("keeps structure: headings, lists, tables, emphasis", () => {
    const html =
      "<h2>Rules</h2><ol><li>One</li></ol><table><tr><th>A</th><td>1</td></tr></table><p><strong>b</strong></p>";
    expect(sanitizeContent(html)).toBe(
      "<h2>Rules</h2><ol><li>One</li></ol><table><tr><th>A</th><td>1</td></tr></table><p><strong>b</strong></p>",
    );
  });

  it("removes scripts, handlers, styles and javascript: links", () => {
    const out = sanitizeContent(
      '<p onclick="x()" style="color:red">a<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="/x"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|style|javascript|iframe/);
    expect(out).toContain("<p>a</p>");
  });

  it("keeps images only from our static paths", () => {
    expect(sanitizeContent('<img src="/wps/static/promotions/p1.svg" alt="x" onerror="y()">')).toBe(
      '<img src="/wps/static/promotions/p1.svg" alt="x" loading="lazy" />',
    );
    expect(sanitizeContent('<img src="https://evil.example/x.png">')).toBe("");
    expect(sanitizeContent('<img src="data:image/png;base64,AAAA">')).toBe("");
  });

  it("opens outside links in a new tab without an opener", () => {
    expect(sanitizeContent('<a href="https://x.example" target="_self">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContent('<a href="/promotions">y</a>')).toBe('<a href="/promotions">y</a>');
  });
});
