// The member centre's sections (SPEC §2.6): what each one loads from the platform, and every form
// they post. Money forms go in two steps through the same code whatever the browser: the first POST
// checks the details and answers "please confirm" (a dialog with JS, the same panel without); the
// second (confirmed=1) carries the requestKey made when the form was rendered and moves the money.
import crypto from "node:crypto";
import { parseWithZod } from "@conform-to/zod";
import { createCookie, data, redirect, redirectDocument, type AppLoadContext } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { translateFailure, HIDDEN_FIELDS } from "./account.server";
import { message, type MessageParams } from "./formMessages";
import { formatMinor, parseAmount } from "./money";
import { pageParam } from "./paging";
import { checkForm } from "./security.server";
import { SECRET, getSession } from "./session.server";
import { flattenWhitelabel } from "./toggles";
import { safeRedirectPath } from "./urls";
import {
  NEEDS_PAYMENT_PASSWORD,
  PROOF_MAX_BYTES,
  TRANSFER_KINDS,
  addBankAccountSchema,
  datePreset,
  isMoneyIntent,
  moneySchema,
  paymentPasswordSchema,
  presetRange,
  receiptSchema,
  removeBankAccountSchema,
  type MoneyIntent,
} from "./wallet";
import { PlatformError, PlatformUnreachableError, moneyFailureDetails, wps, type WpsClient } from "./wps.server";
import { centreHref as sectionHref, type MEMBER_SECTIONS } from "./centres";
import { gameRounds } from "./rounds.server";
import { routeError } from "./errors.server";
import { profileAction, profileSection } from "./profile.server";
import { FormReadError, readForm } from "./formData.server";

export type MemberSection = (typeof MEMBER_SECTIONS)[number];

const secure = process.env.NODE_ENV === "production";
const RECORD_PAGE_SIZE = 20;
const LIST_PAGE_SIZE = 10;

// ---- notices and the hidden balance ------------------------------------------------------------

/** A success message for the page after a form's redirect (read once). */
const noticeCookie = createCookie("member_notice", { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 120, secrets: [SECRET] });
export type Notice = { text: string };

/** The header's balance shown as *** (SPEC §2.3): a cookie, so hiding works with JavaScript off. */
export const balanceHiddenCookie = createCookie("balance_hidden", { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 60 * 60 * 24 * 365 });

export async function isBalanceHidden(request: Request): Promise<boolean> {
  return (await balanceHiddenCookie.parse(request.headers.get("Cookie"))) === "1";
}

export async function redirectWithNotice(to: string, text: string): Promise<Response> {
  return redirect(to, { headers: { "Set-Cookie": await noticeCookie.serialize({ text }) } });
}

// ---- where the centre goes back to -------------------------------------------------------------

/** The page the centre was opened from (its close link): ?from=, else the referring page of this site. */
export function centreOrigin(request: Request): string | null {
  const url = new URL(request.url);
  const from = url.searchParams.get("from");
  const notCentre = (path: string) => (path === "" || path.startsWith("/member/") ? null : path);
  if (from) return notCentre(safeRedirectPath(from, ""));
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    const previous = new URL(referer);
    if (previous.host !== url.host) return null;
    return notCentre(safeRedirectPath(`${previous.pathname}${previous.search}`, ""));
  } catch {
    return null;
  }
}

// ---- section data ----------------------------------------------------------------------------

type Ctx = { client: WpsClient; token: string; url: URL };

/** A section the platform could not answer for says so; the rest of the centre still works. */
async function guarded<T>(what: string, load: () => Promise<T>): Promise<T | { failed: true }> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof PlatformError || error instanceof PlatformUnreachableError) {
      console.error(`member centre ${what}: ${error.message}`);
      return { failed: true };
    }
    throw error;
  }
}

const optional = <T>(call: Promise<T>): Promise<T | null> => call.catch(() => null);

async function securityCenter({ client, token }: Ctx) {
  const [info, paymentPassword, bankAccounts, logins, profile] = await Promise.all([
    client.memberInfo(token),
    client.paymentPasswordState(token),
    client.bankAccounts(token),
    optional(client.loginHistory(token, { pageNo: 1, pageSize: 5 })),
    profileSection(client, token),
  ]);
  return { info, paymentPasswordSet: paymentPassword.set, bankAccounts, logins: logins?.list ?? null, profile };
}

async function transferFund({ client, token }: Ctx) {
  const [balance, merchant, paymentPassword] = await Promise.all([client.walletBalance(token), client.walletMerchant(token), client.paymentPasswordState(token)]);
  return { balance, vendors: merchant.vendors, paymentPasswordSet: paymentPassword.set };
}

async function depositv2({ client, token, url }: Ctx) {
  const page = pageParam(url.searchParams.get("page"));
  const [channels, deposits] = await Promise.all([client.depositChannels(token), client.deposits(token, { pageNo: page, pageSize: LIST_PAGE_SIZE })]);
  // Back from the payment gateway: that deposit's status, found among the newest ones.
  const returnedId = url.searchParams.get("deposit");
  let returned = null;
  if (returnedId) {
    returned = deposits.list.find((item) => item.id === returnedId) ?? (await client.deposits(token, { pageNo: 1, pageSize: 50 })).list.find((item) => item.id === returnedId) ?? null;
  }
  return { channels, deposits, returned, returnedMissing: Boolean(returnedId) && !returned };
}

async function withdraw({ client, token, url }: Ctx) {
  const page = pageParam(url.searchParams.get("page"));
  const [settings, bankAccounts, withdrawals, paymentPassword] = await Promise.all([
    client.withdrawSettings(token),
    client.bankAccounts(token),
    client.withdrawals(token, { pageNo: page, pageSize: LIST_PAGE_SIZE }),
    client.paymentPasswordState(token),
  ]);
  return { settings, bankAccounts, withdrawals, paymentPasswordSet: paymentPassword.set };
}

async function transferUpline({ client, token }: Ctx) {
  const [info, balance, paymentPassword] = await Promise.all([client.memberInfo(token), client.walletBalance(token), client.paymentPasswordState(token)]);
  return { upline: info.toUpline, mainBalance: balance.mainBalance, currencySymbol: balance.currencySymbol, paymentPasswordSet: paymentPassword.set };
}

async function transactionHistory({ client, token, url }: Ctx) {
  const preset = datePreset(url.searchParams.get("range"));
  const type = (TRANSFER_KINDS as readonly string[]).includes(url.searchParams.get("type") ?? "") ? url.searchParams.get("type")! : "";
  const page = pageParam(url.searchParams.get("page"));
  const records = await client.transactions(token, { ...presetRange(preset), types: type || undefined, pageNo: page, pageSize: RECORD_PAGE_SIZE });
  return { preset, type, records };
}

async function personalProfit({ client, token, url }: Ctx) {
  const preset = datePreset(url.searchParams.get("range"));
  return { preset, profit: await client.personalProfit(token, presetRange(preset)) };
}

async function bonusDetails({ client, token, url }: Ctx) {
  const preset = datePreset(url.searchParams.get("range"));
  const page = pageParam(url.searchParams.get("page"));
  return { preset, bonuses: await client.bonusDetails(token, { ...presetRange(preset), pageNo: page, pageSize: RECORD_PAGE_SIZE }) };
}

/** The betting record: every round with every vendor in the period, newest first, with its status filter. */
async function personalHistoryCopy({ client, token, url }: Ctx) {
  const preset = datePreset(url.searchParams.get("range"));
  const status = (["open", "completed", "cancelled"] as const).find((s) => s === url.searchParams.get("status")) ?? "";
  const page = pageParam(url.searchParams.get("page"));
  return { preset, status, rounds: await gameRounds(client, token, { ...presetRange(preset), status, pageNo: page, pageSize: RECORD_PAGE_SIZE }) };
}

const LOADERS = { securityCenter, transferFund, depositv2, withdraw, transferUpline, transactionHistory, personalProfit, bonusDetails, personalHistoryCopy };

type Loaded = { [K in keyof typeof LOADERS]: { section: K; content: Awaited<ReturnType<(typeof LOADERS)[K]>> | { failed: true } } }[keyof typeof LOADERS];
export type SectionData = Loaded | { section: "empty"; name: MemberSection };

export async function memberCentreData(request: Request, context: AppLoadContext, section: MemberSection) {
  const url = new URL(request.url);
  const session = await getSession(request);
  const token = session.get("token")!;
  const client = wps(request, context);
  const load = (LOADERS as Partial<Record<string, (ctx: Ctx) => Promise<unknown>>>)[section];
  const [content, status, notice] = await Promise.all([
    load ? guarded(section, () => load({ client, token, url })) : Promise.resolve(null),
    client.status(url.host).catch(() => null),
    noticeCookie.parse(request.headers.get("Cookie")) as Promise<Notice | null>,
  ]);
  const sectionData = (load ? { section, content } : { section: "empty", name: section }) as SectionData;
  const from = centreOrigin(request);
  const headers = new Headers();
  if (notice) headers.append("Set-Cookie", await noticeCookie.serialize("", { maxAge: 0 }));
  return data(
    {
      section,
      from,
      closeHref: from ?? "/",
      // SPEC §2.6: "invite friends" only while the REFERRAL promotion is switched on.
      referral: status ? flattenWhitelabel(status.info.whitelabel).get("REFERRAL") === true : false,
      notice,
      // One per form render (docs/platform-calls.md): the same form sent twice moves money once.
      requestKey: crypto.randomUUID(),
      data: sectionData,
    },
    { headers },
  );
}

// ---- actions ---------------------------------------------------------------------------------

export type ConfirmState = {
  intent: MoneyIntent;
  /** "please confirm: transfer X to Y" as a message key with its values. */
  summary: string;
  /** The first step's fields, sent again with the confirmation. */
  values: Record<string, string>;
  requestKey: string;
  result?: SubmissionResult<string[]>;
};
export type CentreActionData = { intent: string; result?: SubmissionResult<string[]>; confirm?: ConfirmState };

export type ActionCtx = { form: FormData; client: WpsClient; token: string; section: MemberSection; from: string | null; origin: string };

export async function memberCentreAction(request: Request, context: AppLoadContext, section: MemberSection) {
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    if (!(error instanceof FormReadError)) throw error;
    return unreadForm(error);
  }
  const intent = String(form.get("intent") ?? "");
  const check = await checkForm(form, request.headers, { publicForm: false });
  if (intent === "balanceVisibility" && check === "ok") return balanceVisibility(form);
  if (check !== "ok") return data<CentreActionData>({ intent, result: { status: "error", error: { "": ["member:error.formExpired"] } } }, { status: 403 });
  const token = (await getSession(request)).get("token")!;
  const url = new URL(request.url);
  const ctx: ActionCtx = { form, client: wps(request, context), token, section, from: centreOrigin(request), origin: url.origin };
  // Each form answers its own failures; a platform failure one of them did not expect (the limit of the
  // visitor's address, the platform gone) becomes the route's error page, never a crash.
  return centreIntent(ctx, intent).catch(routeError);
}

function centreIntent(ctx: ActionCtx, intent: string) {
  const { section } = ctx;
  if (isMoneyIntent(intent)) return moneyForm(ctx, intent);
  switch (intent) {
    // My account's profile, mobile and email forms (profile.server.ts).
    case "profile":
    case "mobileCode":
    case "mobile":
    case "emailCode":
    case "email":
      return profileAction(ctx, intent);
    case "paymentPassword":
      return setPaymentPassword(ctx);
    case "addBankAccount":
      return addBankAccount(ctx);
    case "removeBankAccount":
      return removeBankAccount(ctx);
    case "receipt":
      return withdrawalReceipt(ctx);
    default:
      return Promise.resolve(redirect(sectionHref(section, ctx.from)));
  }
}

/** A form the web could not read: a receipt's picture too large (or too many) is said at its input. */
function unreadForm(error: FormReadError) {
  if (error.failure !== "malformed" && error.fields.intent === "receipt") {
    const result: SubmissionResult<string[]> = { status: "error", error: { proof: ["member:validation.proofFile"] } };
    return data<CentreActionData & { withdrawalId: string }>({ intent: "receipt", withdrawalId: error.fields.withdrawalId ?? "", result }, { status: 413 });
  }
  return data<CentreActionData>({ intent: error.fields.intent ?? "", result: { status: "error", error: { "": ["member:error.formUnreadable"] } } }, { status: 400 });
}

async function balanceVisibility(form: FormData) {
  const hide = form.get("hide") === "1";
  const to = safeRedirectPath(form.get("returnTo"));
  return redirect(to, { headers: { "Set-Cookie": await balanceHiddenCookie.serialize(hide ? "1" : "", { maxAge: hide ? 60 * 60 * 24 * 365 : 0 }) } });
}

export function reply(submission: { reply: (options?: object) => unknown }, extra: object = {}) {
  return submission.reply({ hideFields: HIDDEN_FIELDS, ...extra }) as SubmissionResult<string[]>;
}

const minor = (amountText: string) => (parseAmount(amountText) ?? 0n).toString();

/** The money calls' failures (docs/platform-calls.md) as the form's messages. */
function moneyFailure(error: unknown): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  if (!(error instanceof PlatformError)) return translateFailure(error);
  switch (error.code) {
    case "PAYMENT_PASSWORD_WRONG":
      return { formErrors: [], fieldErrors: { paymentPassword: ["member:error.PAYMENT_PASSWORD_WRONG"] } };
    case "AMOUNT_OUT_OF_RANGE": {
      const range = moneyFailureDetails.range.safeParse(error.details);
      return {
        formErrors: [range.success ? message("member:error.AMOUNT_OUT_OF_RANGE", { min: formatMinor(range.data.min), max: formatMinor(range.data.max) }) : "member:error.AMOUNT_OUT_OF_RANGE_PLAIN"],
        fieldErrors: {},
      };
    }
    case "CONFLICT": {
      const max = moneyFailureDetails.max.safeParse(error.details);
      return { formErrors: [max.success ? message("member:error.BANK_ACCOUNT_LIMIT", { max: max.data.max }) : "member:error.CONFLICT"], fieldErrors: {} };
    }
    case "INSUFFICIENT_FUNDS":
    case "PAYMENT_PASSWORD_NOT_SET":
    case "DAILY_LIMIT_REACHED":
    case "HOLDER_NAME_MISMATCH":
    case "NOT_DOWNLINE":
    case "STATE_CONFLICT":
    case "VALIDATION":
    case "NOT_FOUND":
    case "FEATURE_DISABLED":
      return { formErrors: [`member:error.${error.code}`], fieldErrors: {} };
    default:
      return translateFailure(error);
  }
}

async function moneyForm(ctx: ActionCtx, intent: MoneyIntent) {
  const { form } = ctx;
  const confirmed = form.get("confirmed") === "1";
  const submission = parseWithZod(form, { schema: moneySchema(intent, confirmed) });
  const requestKey = String(form.get("requestKey") ?? "");
  if (submission.status !== "success") {
    if (!confirmed) return data<CentreActionData>({ intent, result: reply(submission) }, { status: 400 });
  }
  const values = detailsOf(form, intent);
  const summary = await summaryOf(ctx, intent, values);
  if (!confirmed) return data<CentreActionData>({ intent, confirm: { intent, summary, values, requestKey } });
  const again = (result: SubmissionResult<string[]>, status = 400) => data<CentreActionData>({ intent, confirm: { intent, summary, values, requestKey, result } }, { status });
  if (submission.status !== "success") return again(reply(submission));
  const paymentPassword = NEEDS_PAYMENT_PASSWORD[intent] ? String(form.get("paymentPassword")) : "";
  try {
    return await moveMoney(ctx, intent, values, { paymentPassword, requestKey }, summary);
  } catch (error) {
    return again(reply(submission, moneyFailure(error)), error instanceof PlatformError ? 400 : 503);
  }
}

const DETAIL_FIELDS: Record<MoneyIntent, string[]> = {
  transferFund: ["vendor", "direction", "amount"],
  collectAll: [],
  transferUpline: ["amount"],
  deposit: ["channelCode", "amount", "reference"],
  withdraw: ["bankAccountId", "amount"],
};

function detailsOf(form: FormData, intent: MoneyIntent): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of DETAIL_FIELDS[intent]) {
    const value = form.get(field);
    if (typeof value === "string" && value.trim()) values[field] = value.trim();
  }
  return values;
}

/** "Transfer 1,500.00 from the main wallet to DS88": the confirmation's words, with the names the member knows. */
async function summaryOf(ctx: ActionCtx, intent: MoneyIntent, values: Record<string, string>): Promise<string> {
  const amount = values.amount ? formatMinor(minor(values.amount)) : "";
  switch (intent) {
    case "transferFund": {
      const vendors = await ctx.client.walletMerchant(ctx.token).then((answer) => answer.vendors, () => []);
      const name = vendors.find((vendor) => vendor.vendor === values.vendor)?.name ?? values.vendor;
      return message(values.direction === "out" ? "member:confirm.transferOut" : "member:confirm.transferIn", { amount, wallet: name ?? "" });
    }
    case "collectAll":
      return "member:confirm.collectAll";
    case "transferUpline": {
      const upline = await ctx.client.memberInfo(ctx.token).then((info) => info.toUpline ?? "", () => "");
      return message("member:confirm.transferUpline", { amount, upline });
    }
    case "deposit": {
      const channels = await ctx.client.depositChannels(ctx.token).catch(() => []);
      const channel = channels.find((item) => item.code === values.channelCode);
      return message("member:confirm.deposit", { amount, channel: channel?.name ?? values.channelCode ?? "" });
    }
    case "withdraw": {
      const accounts = await ctx.client.bankAccounts(ctx.token).catch(() => []);
      const account = accounts.find((item) => item.id === values.bankAccountId);
      return message("member:confirm.withdraw", { amount, account: account ? `${account.bankName} ${account.accountNumber}` : "" });
    }
  }
}

async function moveMoney(ctx: ActionCtx, intent: MoneyIntent, values: Record<string, string>, keys: { paymentPassword: string; requestKey: string }, summary: string) {
  const { client, token, section, from } = ctx;
  const done = (key: string, params: MessageParams = {}) => redirectWithNotice(sectionHref(section, from), message(key, params));
  switch (intent) {
    case "transferFund": {
      const answer = await client.transferFund(token, { vendor: values.vendor!, direction: values.direction === "out" ? "out" : "in", amount: minor(values.amount!), ...keys });
      return done("member:done.transferFund", { balance: formatMinor(answer.balance) });
    }
    case "collectAll": {
      const answer = await client.collectAll(token, keys);
      return done("member:done.collectAll", { moved: formatMinor(answer.moved), balance: formatMinor(answer.balance) });
    }
    case "transferUpline": {
      const answer = await client.transferUpline(token, { amount: minor(values.amount!), ...keys });
      return done("member:done.transferUpline", { balance: formatMinor(answer.balance) });
    }
    case "deposit": {
      const channel = (await client.depositChannels(token)).find((item) => item.code === values.channelCode);
      if (channel?.kind === "bank" && !values.reference) {
        throw new PlatformError("VALIDATION", "reference required", 400);
      }
      const returnUrl = "/member/depositv2";
      const answer = await client.requestDeposit(token, {
        channelCode: values.channelCode!,
        amount: minor(values.amount!),
        reference: channel?.kind === "bank" ? values.reference : undefined,
        requestKey: keys.requestKey,
        ...(channel?.kind === "gateway" ? { returnUrl } : {}),
      });
      // The gateway's page is not a route of this app: with JavaScript the browser must load it whole.
      if (answer.payUrl) return redirectDocument(gatewayUrl(answer.payUrl, returnUrl, answer.deposit.id));
      return redirectWithNotice(sectionHref("depositv2", from, { deposit: answer.deposit.id }), message("member:done.deposit", { amount: formatMinor(answer.deposit.amount) }));
    }
    case "withdraw": {
      const answer = await client.requestWithdrawal(token, { bankAccountId: values.bankAccountId!, amount: minor(values.amount!), ...keys });
      return done("member:done.withdraw", { amount: formatMinor(answer.amount) });
    }
  }
}

/**
 * The gateway sends the member back to the returnUrl we gave, which cannot name a deposit that did
 * not exist yet; the page it returns to is told which deposit through the pay link's own returnUrl.
 */
function gatewayUrl(payUrl: string, returnUrl: string, depositId: string): string {
  const url = new URL(payUrl, "http://site.invalid");
  if (url.searchParams.get("returnUrl") === returnUrl) url.searchParams.set("returnUrl", `${returnUrl}?deposit=${encodeURIComponent(depositId)}`);
  return url.host === "site.invalid" ? `${url.pathname}${url.search}` : url.toString();
}

async function setPaymentPassword(ctx: ActionCtx) {
  const hasPassword = ctx.form.get("hasPassword") === "1";
  const submission = parseWithZod(ctx.form, { schema: paymentPasswordSchema(hasPassword) });
  const intent = "paymentPassword";
  if (submission.status !== "success") return data<CentreActionData>({ intent, result: reply(submission) }, { status: 400 });
  try {
    const { currentPassword, newPassword, confirmPassword } = submission.value;
    await ctx.client.setPaymentPassword(ctx.token, { ...(hasPassword ? { currentPassword } : {}), newPassword, confirmPassword });
    return redirectWithNotice(sectionHref(ctx.section, ctx.from), "member:done.paymentPassword");
  } catch (error) {
    const failure = error instanceof PlatformError && error.code === "PAYMENT_PASSWORD_WRONG" ? { formErrors: [], fieldErrors: { currentPassword: ["member:error.PAYMENT_PASSWORD_WRONG"] } } : moneyFailure(error);
    return data<CentreActionData>({ intent, result: reply(submission, failure) }, { status: 400 });
  }
}

async function addBankAccount(ctx: ActionCtx) {
  const submission = parseWithZod(ctx.form, { schema: addBankAccountSchema });
  const intent = "addBankAccount";
  if (submission.status !== "success") return data<CentreActionData>({ intent, result: reply(submission) }, { status: 400 });
  try {
    await ctx.client.addBankAccount(ctx.token, submission.value);
    return redirectWithNotice(sectionHref(ctx.section, ctx.from), "member:done.addBankAccount");
  } catch (error) {
    const failure = error instanceof PlatformError && error.code === "HOLDER_NAME_MISMATCH" ? { formErrors: [], fieldErrors: { holderName: ["member:error.HOLDER_NAME_MISMATCH"] } } : moneyFailure(error);
    return data<CentreActionData>({ intent, result: reply(submission, failure) }, { status: 400 });
  }
}

async function removeBankAccount(ctx: ActionCtx) {
  const submission = parseWithZod(ctx.form, { schema: removeBankAccountSchema });
  const intent = "removeBankAccount";
  if (submission.status !== "success") return data<CentreActionData>({ intent, result: reply(submission) }, { status: 400 });
  try {
    await ctx.client.removeBankAccount(ctx.token, submission.value.bankAccountId);
    return redirectWithNotice(sectionHref(ctx.section, ctx.from), "member:done.removeBankAccount");
  } catch (error) {
    return data<CentreActionData>({ intent, result: reply(submission, moneyFailure(error)) }, { status: 400 });
  }
}

const PROOF_TYPES = new Set(["image/png", "image/jpeg"]);

async function withdrawalReceipt(ctx: ActionCtx) {
  const submission = parseWithZod(ctx.form, { schema: receiptSchema });
  const intent = "receipt";
  const withdrawalId = String(ctx.form.get("withdrawalId") ?? "");
  const back = (result: SubmissionResult<string[]>) => data<CentreActionData & { withdrawalId: string }>({ intent, withdrawalId, result }, { status: 400 });
  if (submission.status !== "success") return back(reply(submission, { hideFields: [...HIDDEN_FIELDS, "proof"] }));
  const proof = ctx.form.get("proof");
  const file = proof instanceof File && proof.size > 0 ? proof : null;
  // The platform checks the picture by its content; this only spares the member an upload that cannot pass.
  if (file && (file.size > PROOF_MAX_BYTES || !PROOF_TYPES.has(file.type))) {
    return back(reply(submission, { formErrors: [], fieldErrors: { proof: ["member:validation.proofFile"] }, hideFields: [...HIDDEN_FIELDS, "proof"] }));
  }
  const receipt = new FormData();
  receipt.set("answer", submission.value.answer);
  if (submission.value.note) receipt.set("note", submission.value.note);
  if (file) receipt.set("proof", file, file.name || "proof");
  try {
    await ctx.client.confirmWithdrawalReceipt(ctx.token, submission.value.withdrawalId, receipt);
    return redirectWithNotice(sectionHref(ctx.section, ctx.from), "member:done.receipt");
  } catch (error) {
    // The platform read the picture and refused it: say so at the file input.
    const badProof = error instanceof PlatformError && (error.code === "PAYLOAD_TOO_LARGE" || (error.code === "VALIDATION" && error.message.startsWith("proof")));
    const failure = badProof ? { formErrors: [], fieldErrors: { proof: ["member:validation.proofFile"] } } : moneyFailure(error);
    return back(reply(submission, { ...failure, hideFields: [...HIDDEN_FIELDS, "proof"] }));
  }
}
