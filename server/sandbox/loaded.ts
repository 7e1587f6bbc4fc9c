// Each demo sandbox marks itself here when it is loaded (ADR 0075), so that a test can start a production platform
// and see that none ever was: production reaches a sandbox only through a dynamic import in a demo-only branch.

const LOADED = Symbol.for("laro.sandbox.loaded");

type Marked = typeof globalThis & { [LOADED]?: Set<string> };

export function markSandboxLoaded(name: string): void {
  const marked = globalThis as Marked;
  (marked[LOADED] ??= new Set()).add(name);
}

/** The sandboxes this process loaded, by name. */
export function loadedSandboxes(): string[] {
  return [...((globalThis as Marked)[LOADED] ?? [])].sort();
}
