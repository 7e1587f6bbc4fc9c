import { describe, expect, it } from "vitest";
import { MAX_PAGE_NO } from "../../server/http/route.js";
import { parseWalletCommand, WalletUsageError } from "../../server/ops/wallet-commands.js";

// `npm run ops -- ledger <username> [page]` reads the database itself when the platform is down, so it keeps
// the page within the same bound as the /ops call (a page of 1e20 overflowed the offset).
describe("ops ledger page", () => {
  it("takes pages 1 to MAX_PAGE_NO and refuses the rest", () => {
    expect(parseWalletCommand("ledger", ["demo"])).toEqual({ action: "wallet.ledger", username: "demo", pageNo: 1 });
    expect(parseWalletCommand("ledger", ["demo", String(MAX_PAGE_NO)])).toMatchObject({ pageNo: MAX_PAGE_NO });
    for (const page of [String(MAX_PAGE_NO + 1), "1e20", "0", "1.5", "x"]) {
      expect(() => parseWalletCommand("ledger", ["demo", page]), page).toThrow(WalletUsageError);
    }
  });
});
