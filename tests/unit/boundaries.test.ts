import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// DESIGN §2/§2a as lint rules (ADR 0020, 0024): each case is a file that breaks the layout, linted as if it
// stood at that path. If a rule stopped catching one, `npm run lint` would let the break into main.

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "boundaries/dependencies")
    .map((message) => message.message);
}

describe("the layout's import rules", () => {
  it("let a module import a lower module through its index.ts", async () => {
    expect(
      await boundaryErrors(
        "server/modules/games/layout-case.ts",
        'export { recordAudit } from "../system/index.js";\n',
      ),
    ).toEqual([]);
  });

  it("refuse a module reaching past another module's index.ts, or into its tables", async () => {
    expect(
      await boundaryErrors(
        "server/modules/games/layout-case.ts",
        'export { recordAudit } from "../system/audit.js";\n',
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors("server/modules/games/layout-case.ts", 'export * from "../system/schema.js";\n'),
    ).toHaveLength(1);
  });

  it("refuse a module importing a module above it, or a peer on its own line", async () => {
    expect(
      await boundaryErrors("server/modules/accounts/layout-case.ts", 'export * from "../games/index.js";\n'),
    ).toHaveLength(1);
    expect(
      await boundaryErrors("server/modules/payments/layout-case.ts", 'export * from "../vendors/index.js";\n'),
    ).toHaveLength(1);
  });

  it("refuse the jobs, the ops CLI or the http layer reaching into a module", async () => {
    expect(
      await boundaryErrors("server/jobs/layout-case.ts", 'export * from "../modules/payments/withdrawals.js";\n'),
    ).toHaveLength(1);
    expect(
      await boundaryErrors("server/jobs/layout-case.ts", 'export * from "../modules/payments/index.js";\n'),
    ).toEqual([]);
  });

  it("keep the tiers apart: web ↛ platform, platform ↛ web, contract ↛ either", async () => {
    expect(await boundaryErrors("app/lib/layout-case.ts", 'export * from "../../server/config.js";\n')).toHaveLength(1);
    expect(await boundaryErrors("server/layout-case.ts", 'export * from "../app/lib/i18n/i18n.js";\n')).toHaveLength(1);
    expect(await boundaryErrors("contract/layout-case.ts", 'export * from "../app/lib/i18n/i18n.js";\n')).toHaveLength(
      1,
    );
    expect(await boundaryErrors("app/lib/layout-case.ts", 'export * from "~contract/money";\n')).toEqual([]);
  });
});
