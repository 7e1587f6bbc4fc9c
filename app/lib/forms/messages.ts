// Form messages are i18n keys (DESIGN §4), optionally with parameters: "key" or "key::{json}".
// Shared by server and browser.

export type MessageParams = Record<string, string | number>;

export function message(key: string, params?: MessageParams): string {
  return params && Object.keys(params).length > 0 ? `${key}::${JSON.stringify(params)}` : key;
}

export function parseMessage(text: string): { key: string; params: MessageParams } {
  const at = text.indexOf("::");
  if (at < 0) return { key: text, params: {} };
  try {
    return { key: text.slice(0, at), params: JSON.parse(text.slice(at + 2)) as MessageParams };
  } catch {
    return { key: text.slice(0, at), params: {} };
  }
}

/**
 * SPEC §5: "(min)" and "(max)" take the rule's bounds; when both are equal, "(min) - (max)" (in
 * whatever spacing the catalogue uses) becomes the one number.
 */
export function withBounds(template: string, min: number | undefined, max: number | undefined): string {
  if (min === undefined || max === undefined) return template;
  const text = min === max ? template.replace(/\(min\)\s*[-–]\s*\(max\)/g, String(min)) : template;
  return text.replace(/\(min\)/g, String(min)).replace(/\(max\)/g, String(max));
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The text of a message for the current language; a `field` parameter is itself a key. */
export function renderMessage(t: Translate, text: string): string {
  const { key, params } = parseMessage(text);
  const options: Record<string, unknown> = { ...params };
  if (typeof params.field === "string") options.field = t(params.field);
  const min = typeof params.min === "number" ? params.min : undefined;
  const max = typeof params.max === "number" ? params.max : undefined;
  return withBounds(t(key, options), min, max);
}
