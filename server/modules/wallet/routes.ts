import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { minorAmount as amount, requestKey } from "./inputs.js";
import type { PlatformConfig } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../http/envelope.js";
import { page, paging, route } from "../../http/route.js";
import { siteConfiguration } from "../merchant/index.js";
import { checkPaymentPassword, findMemberById, findMemberByUsername, isAgent } from "../accounts/index.js";
import { readBalances } from "./ledger.js";
import { collectAll, transferFund, transferToMember, type TransferVendorList } from "./member-transfers.js";
import { bonusDetails, personalProfit, transactionHistory } from "./statement.js";
import { TRANSFER_KINDS } from "../../../contract/transfer-kinds.js";

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

async function walletBalance(db: Db, config: PlatformConfig, transferVendors: TransferVendorList, memberId: string) {
  const [balances, vendors, site] = await Promise.all([readBalances(db, memberId), transferVendors(db), siteConfiguration(db, config.MERCHANT_CODE)]);
  const wallets = vendors.map((v) => ({ vendor: v.vendor, name: v.name, balance: (balances.vendors[v.vendor] ?? 0n).toString() }));
  // A vendor taken off the list still shows while it holds money: no balance is ever hidden.
  for (const [vendor, balance] of Object.entries(balances.vendors)) {
    if (balance !== 0n && !vendors.some((v) => v.vendor === vendor)) wallets.push({ vendor, name: vendor, balance: balance.toString() });
  }
  const sumBalance = Object.values(balances.vendors).reduce((sum, b) => sum + b, balances.main);
  return {
    sumBalance: sumBalance.toString(),
    mainBalance: balances.main.toString(),
    points: balances.points.toString(),
    currency: site.merchant.currency,
    currencySymbol: site.merchant.currencySymbol,
    wallets,
  };
}

export function walletRoutes(app: FastifyInstance, transferVendors: TransferVendorList) {
  const { db, config } = app;

  route(app, {
    method: "GET",
    url: "/wps/v2/wallets/balance",
    auth: "realMember",
    handler: async ({ signedIn }) => walletBalance(db, config, transferVendors, signedIn.member.id),
  });

  route(app, {
    method: "GET",
    url: "/wps/v2/wallets/merchant",
    auth: "realMember",
    handler: async () => {
      const vendors = await transferVendors(db);
      return { isSingle: vendors.length === 0, vendors };
    },
  });

  route(app, {
    method: "POST",
    url: "/wps/v2/wallets/transfer",
    body: z.object({ vendor: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), direction: z.enum(["in", "out"]), amount, paymentPassword, requestKey }),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }) => {
      await checkPaymentPassword(db, member.id, body.paymentPassword);
      return transferFund(db, member, body, await transferVendors(db));
    },
  });

  route(app, {
    method: "POST",
    url: "/wps/v2/wallets/collectAll",
    body: z.object({ paymentPassword, requestKey }),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }) => {
      await checkPaymentPassword(db, member.id, body.paymentPassword);
      return collectAll(db, member.id, body.requestKey);
    },
  });

  route(app, {
    method: "POST",
    url: "/wps/v2/wallets/transferUpline",
    body: z.object({ amount, paymentPassword, requestKey }),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }) => {
      await checkPaymentPassword(db, member.id, body.paymentPassword);
      const upline = member.uplineId ? await findMemberById(db, member.uplineId) : undefined;
      if (!upline) throw new AppError("NOT_FOUND", "This account has no upline");
      return transferToMember(db, member, upline, { kind: "transfer_upline", amount: body.amount, requestKey: body.requestKey });
    },
  });

  route(app, {
    method: "POST",
    url: "/wps/v2/wallets/transferDownline",
    body: z.object({ username: z.string().trim().min(1).max(64), amount, paymentPassword, requestKey }),
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }) => {
      await checkPaymentPassword(db, member.id, body.paymentPassword);
      if (!isAgent(config, member.type)) throw new AppError("NOT_DOWNLINE", "Only an agent transfers to a downline");
      // An unknown name answers like someone else's member: the call tells nobody who exists.
      const downline = await findMemberByUsername(db, body.username);
      if (!downline || downline.uplineId !== member.id) throw new AppError("NOT_DOWNLINE", `${body.username} is not a direct downline of this agent`);
      return transferToMember(db, member, downline, { kind: "transfer_downline", amount: body.amount, requestKey: body.requestKey });
    },
  });

  route(app, {
    method: "GET",
    url: "/wps/v2/wallets/transactions",
    query: paging(20, 100)
      .extend({ types: kindList })
      .merge(period)
      .refine(fromBeforeTo, { message: "from is after to", path: ["from"] }),
    auth: "realMember",
    handler: async ({ query, signedIn: { member } }) => {
      const { list, total } = await transactionHistory(db, member.id, { ...query, kinds: query.types });
      return page(list, total, query.pageNo, query.pageSize);
    },
  });

  route(app, {
    method: "GET",
    url: "/wps/v2/wallets/profit",
    query: period.refine(fromBeforeTo, { message: "from is after to", path: ["from"] }),
    auth: "realMember",
    handler: async ({ query, signedIn }) => personalProfit(db, signedIn.member.id, query),
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
