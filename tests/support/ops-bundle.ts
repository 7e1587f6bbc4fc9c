import { freshOpsBundle, opsBundle, root } from "../../scripts/ops-bundle.mjs";

// The operator CLI as one file of our code (scripts/ops-bundle.mjs, the same bundle `npm run ops` runs), made
// fresh once per test run (vitest's and Playwright's global setup). Each CLI call in the suite is a separate
// process, as an operator runs it; one test still runs `npm run ops` itself.

export { opsBundle, root };

export default async function buildOpsBundle(): Promise<void> {
  await freshOpsBundle();
}
