import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { minorAmount as amount, requestKey } from "./inputs.js";
import { page, paging, route } from "../../http/route.js";
import { checkPaymentPassword } from "../accounts/index.js";
import {
  collectAll,
  transferFund,
  transferToDownline,
  transferToUpline,
  type TransferVendorList,
  type VendorNames,
} from "./member-transfers.js";
import { walletBalance } from "./balance.js";
import { bonusDetails, personalProfit, transactionHistory } from "./statement.js";
import { TRANSFER_KINDS } from "../../../contract/transfer-kinds.js";
import { walletEndpoints } from "../../../contract/routes/wallet.js";
import { agentEndpoints } from "../../../contract/routes/agents.js";

// The member's wallet calls (docs/platform-calls.md, "Wallet and payments"). Every one needs a real
// member: a trial player has no money to move (TRIAL_REFUSED). Amounts are strings of minor units.

const paymentPassword = z.string().min(1).max(128);
const instant = z
  .string()
  .datetime({ offset: true })
  .transform((iso) => new Date(iso));
const period = z.object({ from: instant.optional(), to: instant.optional() });
const fromBeforeTo = (p: { from?: Date; to?: Date }) => !p.from || !p.to || p.from <= p.to;
const kindList = z
  .string()
  .optional()
  .transform((list) =>
    list
      ?.split(",")
      .map((k) => k.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(TRANSFER_KINDS)).optional());

/** The stakes and wins of a member's rounds still open in a period (the round book's, given by the modules above). */
export type OpenStakes = (
  db: FastifyInstance["db"],
  memberId: string,
  period: { from?: Date; to?: Date },
) => Promise<{ bets: bigint; wins: bigint }>;

export function walletRoutes(
  app: FastifyInstance,
  transferVendors: TransferVendorList,
  vendorNames: VendorNames,
  openStakes?: OpenStakes,
) {
  const { db, config } = app;

  route(app, {
    endpoint: walletEndpoints.walletBalance,
    // A trial player reads its play money too (the header shows it); it can move none of it.
    auth: "member",
    handler: async ({ signedIn }) => walletBalance(db, config, transferVendors, signedIn.member.id),
  });

  route(app, {
    endpoint: walletEndpoints.walletMerchant,
    auth: "realMember",
    handler: async () => {
      const vendors = await transferVendors(db);
      return { isSingle: vendors.length === 0, vendors };
    },
  });

  route(app, {
    endpoint: walletEndpoints.transferFund,
    body: z.object({
      vendor: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
      direction: z.enum(["in", "out"]),
      amount,
      paymentPassword,
      requestKey,
    }),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }) => {
      await checkPaymentPassword(db, member.id, body.paymentPassword);
      return transferFund(db, member, body, await transferVendors(db));
    },
  });

  route(app, {
    endpoint: walletEndpoints.collectAll,
    body: z.object({ paymentPassword, requestKey }),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }) => {
      await checkPaymentPassword(db, member.id, body.paymentPassword);
      return collectAll(db, member.id, body.requestKey);
    },
  });

  route(app, {
    endpoint: walletEndpoints.transferUpline,
    body: z.object({ amount, paymentPassword, requestKey }),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }) => {
      await checkPaymentPassword(db, member.id, body.paymentPassword);
      return transferToUpline(db, member, body);
    },
  });

  route(app, {
    endpoint: agentEndpoints.transferDownline,
    body: z.object({ username: z.string().trim().min(1).max(64), amount, paymentPassword, requestKey }),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }) => {
      await checkPaymentPassword(db, member.id, body.paymentPassword);
      return transferToDownline(db, config, member, body);
    },
  });

  route(app, {
    endpoint: walletEndpoints.transactions,
    query: paging(20, 100)
      .extend({ types: kindList })
      .merge(period)
      .refine(fromBeforeTo, { message: "from is after to", path: ["from"] }),
    auth: "realMember",
    handler: async ({ query, signedIn: { member } }) => {
      const { list, total } = await transactionHistory(db, member.id, { ...query, kinds: query.types });
      // A vendor's sub-wallet is named as the catalogue names the vendor, never by its code alone.
      const isVendorWallet = (wallet: string) => wallet !== "main" && wallet !== "points";
      const names = await vendorNames(db, list.map((row) => row.wallet).filter(isVendorWallet));
      const rows = list.map((row) => ({
        ...row,
        walletName: isVendorWallet(row.wallet) ? (names.get(row.wallet) ?? null) : null,
      }));
      return page(rows, total, query.pageNo, query.pageSize);
    },
  });

  route(app, {
    endpoint: walletEndpoints.personalProfit,
    query: period.refine(fromBeforeTo, { message: "from is after to", path: ["from"] }),
    auth: "realMember",
    handler: async ({ query, signedIn }) =>
      personalProfit(
        db,
        signedIn.member.id,
        query,
        openStakes ? await openStakes(db, signedIn.member.id, query) : undefined,
      ),
  });

  route(app, {
    method: "GET",
    url: "/wps/v2/wallets/bonus",
    query: paging(20, 100)
      .merge(period)
      .refine(fromBeforeTo, { message: "from is after to", path: ["from"] }),
    auth: "realMember",
    handler: async ({ query, signedIn: { member } }) => {
      const { list, total } = await bonusDetails(db, member.id, query);
      return page(list, total, query.pageNo, query.pageSize);
    },
  });
}
