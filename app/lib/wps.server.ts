// The one client of the platform (DESIGN §2, docs/platform-calls.md). Every answer is checked
// against the contract with zod; the visitor's address and language travel with every call.
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { readWebEnv } from "./env.server";

const TIMEOUT_MS = 5000;
const baseUrl = readWebEnv().wpsUrl;

// ---- contract types -------------------------------------------------------------------------

export type WhitelabelNode = { modId: string; name: string; enabled: "1" | "0"; childrenNodes: WhitelabelNode[] };
const whitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), name: z.string(), enabled: z.enum(["1", "0"]), childrenNodes: z.array(whitelabelNode) }),
);

const registerRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.string(),
  minLength: z.number(),
  maxLength: z.number(),
  type: z.enum(["text", "password", "email", "tel", "date", "select"]),
});

const resource = z.object({
  url: z.string(),
  qrCodeUrl: z.string(),
  resourceType: z.enum(["SOCIAL", "ANDROID", "IOS", "LITE"]),
  labelNameEn: z.string(),
});

const customerService = z.object({
  version: z.object({ pathList: z.array(z.object({ type: z.string(), path: z.string() })) }),
});

const status = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: z.string(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.object({ enabled: z.boolean(), until: z.string().nullable() }),
  regionRestriction: z.object({ blocked: z.boolean() }),
  merchant: z.object({ code: z.string(), name: z.string(), currency: z.string(), currencySymbol: z.string() }),
  info: z.object({
    whitelabel: z.array(whitelabelNode),
    register: z.record(registerRule),
    resources: z.array(resource),
    customerService,
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  }),
});

const banner = z.object({
  bannerId: z.string(),
  groupName: z.string(),
  url: z.string(),
  title: z.string(),
  linkageType: z.enum(["URL", "PROMOTION", "GAME"]).nullable(),
  link: z.string().nullable(),
  sequence: z.number(),
});

const notice = z.object({ id: z.string(), title: z.string(), content: z.string() });

const announcement = z.object({
  id: z.string(),
  type: z.enum(["B", "PL", "PU", "PR", "H"]),
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
});

const promotion = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  announcementImages: z.array(z.object({ url: z.string(), sequence: z.number() })),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sequence: z.number(),
});

const helpCategory = z.object({
  id: z.string(),
  title: z.string(),
  articles: z.array(z.object({ id: z.string(), title: z.string(), content: z.string() })),
});

const domainRoute = z.object({ domainName: z.string(), speed: z.number() });
// SPEC §3 "Country entry": the dialing codes a mobile number may have on this site.
const country = z.object({ countryCode: z.string(), countryDialingCode: z.string(), name: z.string() });
const countryList = z.object({ countries: z.array(country) });

function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number(),
    pageNo: z.number(),
    pageSize: z.number(),
    totalPages: z.number(),
  });
}

const homeNotice = z.object({
  player: z.array(notice),
  banners: z.array(banner),
  popup: z.array(notice),
  promotion: z.array(promotion),
});

export type Status = z.infer<typeof status>;
export type RegisterRule = z.infer<typeof registerRule>;
export type Resource = z.infer<typeof resource>;
export type Banner = z.infer<typeof banner>;
export type Notice = z.infer<typeof notice>;
export type Announcement = z.infer<typeof announcement>;
export type Promotion = z.infer<typeof promotion>;
export type HelpCategory = z.infer<typeof helpCategory>;
export type DomainRoute = z.infer<typeof domainRoute>;
export type Country = z.infer<typeof country>;
export type HomeNotice = z.infer<typeof homeNotice>;
const memberInfo = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  toUpline: z.string().nullable(),
  clubLabel: z.object({ labelName: z.string(), color: z.string(), color2: z.string(), rankLevel: z.number() }).nullable(),
  memberLabel: z.array(z.object({ labelName: z.string(), color: z.string() })),
  payeeName: z.string().nullable(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  previousLogin: z.object({ at: z.string(), ip: z.string() }).nullable(),
  sessionExpiresAt: z.string(),
});

const login = z.object({
  token: z.string().min(1),
  sessionId: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  mustChangePassword: z.boolean(),
  member: memberInfo,
});

const encryptionKey = z.object({ kid: z.string(), jwk: z.object({ kty: z.literal("RSA"), n: z.string(), e: z.string() }).passthrough() });
const captcha = z.object({ captchaId: z.string(), image: z.string() });
const smsSent = z.object({ expiredMinutes: z.number().positive() });
const expiration = z.object({ expirationTime: z.string() });
const affiliate = z.object({ valid: z.boolean(), agent: z.string().nullable() });

export type MemberInfo = z.infer<typeof memberInfo>;

// Amounts are strings of integer minor units (docs/platform-calls.md, "Wallet and payments").
const minorUnits = z.string().regex(/^-?\d+$/);
const walletBalance = z.object({
  sumBalance: minorUnits,
  mainBalance: minorUnits,
  points: minorUnits,
  currency: z.string(),
  currencySymbol: z.string(),
  wallets: z.array(z.object({ vendor: z.string(), name: z.string(), balance: minorUnits })),
});
export type WalletBalance = z.infer<typeof walletBalance>;
export type Login = z.infer<typeof login>;
export type EncryptionKey = z.infer<typeof encryptionKey>;
export type Captcha = z.infer<typeof captcha>;

/** Failure details the platform sends in `value` (docs/platform-calls.md, Accounts). */
export const failureDetails = {
  captcha: z.object({ captcha: z.boolean() }),
  locked: z.object({ until: z.string() }),
  newIp: z.object({ challengeId: z.string(), channel: z.enum(["sms", "email"]), target: z.string(), expiredMinutes: z.number() }),
  rateLimited: z.object({ retryAfterSeconds: z.number() }),
  field: z.union([
    z.object({ field: z.string(), patternId: z.string(), min: z.number(), max: z.number() }),
    z.object({ field: z.string(), rule: z.string() }),
  ]),
  fields: z.object({
    fields: z.array(
      z.union([
        z.object({ field: z.string(), patternId: z.string(), min: z.number(), max: z.number() }),
        z.object({ field: z.string(), rule: z.string() }),
      ]),
    ),
  }),
};

/** Seals an encrypted call's payload (jwe.server.ts); given the key it was asked to use. */
export type Sealer = (client: WpsClient, payload: Record<string, unknown>) => Promise<{ jwe: string }>;

export type Page<T> = { list: T[]; total: number; pageNo: number; pageSize: number; totalPages: number };

// ---- errors ---------------------------------------------------------------------------------

/** The platform did not answer (refused, timed out, or not speaking the envelope at all). */
export class PlatformUnreachableError extends Error {
  override name = "PlatformUnreachableError";
}

/** The platform answered with a failure envelope, or with a value that breaks the contract. */
export class PlatformError extends Error {
  override name = "PlatformError";
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** A failure envelope's `value` (the captcha flag, the lock's end, the failing field …). */
    readonly details: unknown = null,
  ) {
    super(message);
  }
}

const envelope = z.object({
  success: z.boolean(),
  value: z.unknown(),
  message: z.string().nullable().optional(),
  code: z.string().optional(),
});

// ---- the client -----------------------------------------------------------------------------

export type Query = Record<string, string | number | undefined>;

export type VisitorHeaders = { clientIp: string; acceptLanguage: string | null };

export class WpsClient {
  constructor(
    private readonly visitor: VisitorHeaders,
    private readonly base: string = baseUrl,
  ) {}

  private get<T extends z.ZodTypeAny>(path: string, schema: T, query: Query = {}, token?: string): Promise<z.infer<T>> {
    return this.call("GET", path, schema, { query, token });
  }

  private async call<T extends z.ZodTypeAny>(
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    schema: T,
    options: { query?: Query; body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<z.infer<T>> {
    const url = new URL(path, this.base);
    for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { Accept: "application/json" };
    if (this.visitor.clientIp) headers["X-Forwarded-For"] = this.visitor.clientIp;
    if (this.visitor.acceptLanguage) headers["Accept-Language"] = this.visitor.acceptLanguage;
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    Object.assign(headers, options.headers);
    // A multipart body (the withdrawal receipt's proof image) sets its own content type and boundary.
    const multipart = options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers["Content-Type"] = "application/json";

    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      body = await response.json();
    } catch (error) {
      throw new PlatformUnreachableError(`${method} ${path}: ${(error as Error).message}`);
    }
    const parsed = envelope.safeParse(body);
    if (!parsed.success) throw new PlatformUnreachableError(`${method} ${path}: not an envelope (HTTP ${response.status})`);
    if (!parsed.data.success) {
      throw new PlatformError(parsed.data.code ?? "INTERNAL", parsed.data.message ?? "", response.status, parsed.data.value ?? null);
    }
    const value = schema.safeParse(parsed.data.value);
    if (!value.success) {
      const issue = value.error.issues[0];
      console.error(`platform contract broken by ${method} ${path}: ${issue?.path.join(".")} ${issue?.message}`);
      throw new PlatformError("INVALID_RESPONSE", `${method} ${path} broke the contract`, 502);
    }
    return value.data;
  }

  /**
   * The same typed call for modules that keep their part of the contract in a file of their own
   * (catalogue.server.ts, play.server.ts): the schema of the answer stays with the call.
   */
  request<T extends z.ZodTypeAny>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, schema: T, options: { query?: Query; body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
    return this.call(method, path, schema, options);
  }

  private readonly statusByHost = new Map<string, Promise<Status>>();

  /** Asked once per visitor request, however many loaders of that request need it. */
  status(host?: string): Promise<Status> {
    const key = host ?? "";
    let answer = this.statusByHost.get(key);
    if (!answer) {
      answer = this.get("/wps/system/status", status, { url: host });
      this.statusByHost.set(key, answer);
    }
    return answer;
  }

  whitelabel(): Promise<WhitelabelNode[]> {
    return this.get("/wps/system/whitelabel", z.array(whitelabelNode));
  }

  registerRules(): Promise<Record<string, RegisterRule>> {
    return this.get("/wps/system/setting/register", z.record(registerRule));
  }

  banners(group: string): Promise<Banner[]> {
    return this.get("/wps/system/banners", z.array(banner), { group });
  }

  homeNotice(): Promise<HomeNotice> {
    return this.get("/wps/system/notice/home", homeNotice);
  }

  announcements(query: { pageNo: number; pageSize: number; types?: string }): Promise<Page<Announcement>> {
    return this.get("/wps/relay/MCSFE_getListAnnouncements", pageOf(announcement), {
      types: query.types ?? "B,PL,PU,PR",
      platform: "W",
      execution: "B",
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
  }

  promotions(query: { pageNo?: number; pageSize?: number; category?: string } = {}): Promise<Page<Promotion>> {
    return this.get("/wps/promotions", pageOf(promotion), query);
  }

  promotion(id: string): Promise<Promotion> {
    return this.get(`/wps/promotions/${encodeURIComponent(id)}`, promotion);
  }

  domainRoutes(): Promise<DomainRoute[]> {
    return this.get("/wps/system/domainRoute", z.array(domainRoute), { device: 0 });
  }

  helpCenter(): Promise<HelpCategory[]> {
    return this.get("/wps/system/helpCenter", z.array(helpCategory));
  }

  customerService(): Promise<z.infer<typeof customerService>> {
    return this.get("/wps/system/customerService", customerService);
  }

  async countries(): Promise<Country[]> {
    return (await this.get("/wps/system/countries", countryList)).countries;
  }

  // ---- accounts (issue 3) --------------------------------------------------------------------

  encryptionKey(): Promise<EncryptionKey> {
    return this.call("GET", "/wps/system/encryptionKey", encryptionKey);
  }

  captcha(): Promise<Captcha> {
    return this.call("GET", "/wps/captcha", captcha);
  }

  /** An encrypted call (login, register, passwords): the sealer builds `{ jwe }` from the payload. */
  sealed<T extends z.ZodTypeAny>(
    seal: Sealer,
    method: "POST" | "PUT",
    path: string,
    schema: T,
    payload: Record<string, unknown>,
    token?: string,
  ): Promise<z.infer<T>> {
    return seal(this, payload).then((body) => this.call(method, path, schema, { body, token }));
  }

  login(seal: Sealer, payload: Record<string, unknown>): Promise<Login> {
    return this.sealed(seal, "POST", "/wps/session/login", login, payload);
  }

  verifyNewIp(body: { challengeId: string; code: string }): Promise<Login> {
    return this.call("POST", "/wps/session/verifyNewIp", login, { body });
  }

  /** Whose login ticket this is (the ?token= landing shows it before anyone confirms). */
  peekLoginTicket(ticket: string): Promise<{ account: string; expiresAt: string }> {
    return this.get("/wps/session/ticket", z.object({ account: z.string(), expiresAt: z.string() }), { ticket });
  }

  loginWithTicket(ticket: string): Promise<Login> {
    return this.call("POST", "/wps/session/login/ticket", login, { body: { ticket } });
  }

  freePlay(body: { os: string; nonce: string }): Promise<Login> {
    return this.call("POST", "/wps/session/login/freeplay", login, { body: { ...body, platform: "W" } });
  }

  logout(token: string): Promise<null> {
    return this.call("DELETE", "/wps/session/logout", z.null(), { token });
  }

  loginSms(body: { mobileNum: string; countryDialingCode: string }): Promise<z.infer<typeof smsSent>> {
    return this.call("POST", "/wps/verification/sms/noLogin", smsSent, { body });
  }

  registerSms(body: { mobileNo: string; countryDialingCode: string; regType: "username" | "mobile" }): Promise<z.infer<typeof smsSent>> {
    return this.call("POST", "/wps/verification/sms/register", smsSent, { body });
  }

  passwordSms(body: { mobileNum: string; countryDialingCode: string }): Promise<z.infer<typeof expiration>> {
    return this.call("POST", "/wps/verification/sms/password", expiration, { body });
  }

  register(seal: Sealer, mode: "username" | "mobile", payload: Record<string, unknown>): Promise<Login> {
    return this.sealed(seal, "PUT", mode === "mobile" ? "/wps/member/register/mobile" : "/wps/member/register", login, payload);
  }

  passwordByPhone(seal: Sealer, payload: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string }): Promise<null> {
    return this.sealed(seal, "POST", "/wps/member/password/verification", z.null(), payload);
  }

  changePassword(seal: Sealer, token: string, payload: { oldPassword: string; newPassword: string; confirmNewPassword: string }): Promise<Login> {
    return this.sealed(seal, "POST", "/wps/member/password", login, payload, token);
  }

  passwordByEmail(body: { username: string; email: string }): Promise<z.infer<typeof expiration>> {
    return this.call("POST", "/wps/member/password/email", expiration, { body });
  }

  affiliate(code: string, domain: string): Promise<z.infer<typeof affiliate>> {
    return this.get("/wps/agent/affiliate", affiliate, { code, domain });
  }

  memberInfo(token: string): Promise<MemberInfo> {
    return this.get("/wps/member/info", memberInfo, {}, token);
  }

  memberIcon(token: string): Promise<{ url: string }> {
    return this.get("/wps/member/info/icon", z.object({ url: z.string() }), {}, token);
  }

  walletBalance(token: string): Promise<WalletBalance> {
    return this.get("/wps/v2/wallets/balance", walletBalance, {}, token);
  }

  // ---- member centre: wallet and payments (issue 4; schemas at the end of the file) ----------

  walletMerchant(token: string): Promise<WalletMerchant> {
    return this.get("/wps/v2/wallets/merchant", walletMerchant, {}, token);
  }

  transferFund(token: string, body: { vendor: string; direction: "in" | "out"; amount: string; paymentPassword: string; requestKey: string }): Promise<MoneyMoved> {
    return this.call("POST", "/wps/v2/wallets/transfer", moneyMoved, { body, token });
  }

  collectAll(token: string, body: { paymentPassword: string; requestKey: string }): Promise<{ moved: string; balance: string }> {
    return this.call("POST", "/wps/v2/wallets/collectAll", collected, { body, token });
  }

  transferUpline(token: string, body: { amount: string; paymentPassword: string; requestKey: string }): Promise<MoneyMoved> {
    return this.call("POST", "/wps/v2/wallets/transferUpline", moneyMoved, { body, token });
  }

  transactions(token: string, query: { types?: string; from?: string; to?: string; pageNo: number; pageSize: number }): Promise<Page<WalletTransaction>> {
    return this.get("/wps/v2/wallets/transactions", pageOf(walletTransaction), query, token);
  }

  personalProfit(token: string, query: { from?: string; to?: string }): Promise<PersonalProfit> {
    return this.get("/wps/v2/wallets/profit", personalProfit, query, token);
  }

  bonusDetails(token: string, query: { from?: string; to?: string; pageNo: number; pageSize: number }): Promise<Page<BonusEntry>> {
    return this.get("/wps/v2/wallets/bonus", pageOf(bonusEntry), query, token);
  }

  paymentPasswordState(token: string): Promise<{ set: boolean }> {
    return this.get("/wps/member/paymentPassword", z.object({ set: z.boolean() }), {}, token);
  }

  setPaymentPassword(token: string, body: { currentPassword?: string; newPassword: string; confirmPassword: string }): Promise<{ set: true }> {
    return this.call("POST", "/wps/member/paymentPassword", z.object({ set: z.literal(true) }), { body, token });
  }

  bankAccounts(token: string): Promise<BankAccount[]> {
    return this.get("/wps/member/bankAccounts", z.array(bankAccount), {}, token);
  }

  addBankAccount(token: string, body: { bankName: string; accountNumber: string; holderName: string; paymentPassword: string }): Promise<BankAccount> {
    return this.call("POST", "/wps/member/bankAccounts", bankAccount, { body, token });
  }

  removeBankAccount(token: string, id: string): Promise<{ removed: true }> {
    return this.call("DELETE", `/wps/member/bankAccounts/${encodeURIComponent(id)}`, z.object({ removed: z.literal(true) }), { token });
  }

  loginHistory(token: string, query: { pageNo: number; pageSize: number }): Promise<Page<LoginRecord>> {
    return this.get("/wps/member/loginHistory", pageOf(loginRecord), query, token);
  }

  depositChannels(token: string): Promise<DepositChannel[]> {
    return this.get("/wps/v2/deposit/channels", z.array(depositChannel), {}, token);
  }

  requestDeposit(token: string, body: { channelCode: string; amount: string; reference?: string; requestKey: string; returnUrl?: string }): Promise<{ deposit: Deposit; payUrl: string | null }> {
    return this.call("POST", "/wps/v2/deposit", z.object({ deposit, payUrl: z.string().nullable() }), { body, token });
  }

  deposits(token: string, query: { pageNo: number; pageSize: number }): Promise<Page<Deposit>> {
    return this.get("/wps/v2/deposit", pageOf(deposit), query, token);
  }

  withdrawSettings(token: string): Promise<WithdrawSettings> {
    return this.get("/wps/v2/withdraw/settings", withdrawSettings, {}, token);
  }

  requestWithdrawal(token: string, body: { bankAccountId: string; amount: string; paymentPassword: string; requestKey: string }): Promise<Withdrawal> {
    return this.call("POST", "/wps/v2/withdraw", withdrawal, { body, token });
  }

  withdrawals(token: string, query: { pageNo: number; pageSize: number }): Promise<Page<Withdrawal>> {
    return this.get("/wps/v2/withdraw", pageOf(withdrawal), query, token);
  }

  /** The receipt goes as multipart: the proof image travels as the member sent it. */
  confirmWithdrawalReceipt(token: string, id: string, receipt: FormData): Promise<Withdrawal> {
    return this.call("POST", `/wps/v2/withdraw/${encodeURIComponent(id)}/receipt`, withdrawal, { body: receipt, token });
  }

  // ---- my account: profile, bound mobile and email (schemas at the end of the file) ----------

  memberProfile(token: string): Promise<Profile> {
    return this.get("/wps/member/profile", profile, {}, token);
  }

  updateProfile(token: string, body: Record<string, string>): Promise<Profile> {
    return this.call("PUT", "/wps/member/info", profile, { body, token });
  }

  bindMobileSms(token: string, body: { countryDialingCode: string; mobileNum: string }): Promise<z.infer<typeof smsSent>> {
    return this.call("POST", "/wps/verification/sms/bind", smsSent, { body, token });
  }

  bindMobile(token: string, body: { countryDialingCode: string; mobileNum: string; verificationCode: string }): Promise<Profile> {
    return this.call("PUT", "/wps/member/mobile", profile, { body, token });
  }

  bindEmailCode(token: string, body: { email: string }): Promise<z.infer<typeof smsSent>> {
    return this.call("POST", "/wps/verification/email/bind", smsSent, { body, token });
  }

  bindEmail(token: string, body: { email: string; verificationCode: string }): Promise<Profile> {
    return this.call("PUT", "/wps/member/email", profile, { body, token });
  }
}

// The load context is made once per HTTP request and shared by all its loaders.
const clients = new WeakMap<AppLoadContext, WpsClient>();

/** The client for one visitor's request. */
export function wps(request: Request, context: AppLoadContext): WpsClient {
  let client = clients.get(context);
  if (!client) {
    client = new WpsClient({ clientIp: context.clientIp ?? "", acceptLanguage: request.headers.get("accept-language") });
    clients.set(context, client);
  }
  return client;
}

// ---- member centre: wallet and payments contract (docs/platform-calls.md, issue 4) ----------

// Ledger ids are the platform's serial numbers.
const ledgerId = z.number().int().positive();
const moneyMoved = z.object({ transferId: ledgerId, balance: minorUnits });
const collected = z.object({ moved: minorUnits, balance: minorUnits });
const walletMerchant = z.object({ isSingle: z.boolean(), vendors: z.array(z.object({ vendor: z.string(), name: z.string() })) });
const walletTransaction = z.object({
  id: ledgerId,
  transferId: ledgerId,
  type: z.string(),
  wallet: z.string(),
  amount: minorUnits,
  balanceAfter: minorUnits,
  memo: z.string().nullable(),
  createdAt: z.string(),
});
const personalProfit = z.object({
  deposits: minorUnits,
  withdrawals: minorUnits,
  bets: minorUnits,
  payouts: minorUnits,
  bonuses: minorUnits,
  transfersIn: minorUnits,
  transfersOut: minorUnits,
  profit: minorUnits,
});
const bonusEntry = z.object({ id: ledgerId, type: z.string(), amount: minorUnits, createdAt: z.string(), memo: z.string().nullable() });
const bankAccount = z.object({ id: z.string(), bankName: z.string(), accountNumber: z.string(), holderName: z.string(), createdAt: z.string() });
const loginRecord = z.object({ at: z.string(), ip: z.string(), method: z.string(), success: z.boolean() });
const depositChannel = z.object({
  code: z.string(),
  kind: z.enum(["bank", "gateway"]),
  name: z.string(),
  min: minorUnits,
  max: minorUnits,
  bankName: z.string().nullish(),
  accountName: z.string().nullish(),
  accountNumber: z.string().nullish(),
});
const deposit = z.object({
  id: z.string(),
  channelCode: z.string(),
  kind: z.string(),
  amount: minorUnits,
  reference: z.string().nullable(),
  status: z.enum(["pending", "approved", "rejected", "failed", "expired"]),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
const withdrawSettings = z.object({ min: minorUnits, max: minorUnits, dailyCount: z.number(), usedToday: z.number(), autoReceiptMinutes: z.number() });
const withdrawal = z.object({
  id: z.string(),
  amount: minorUnits,
  bankAccount: z.object({ bankName: z.string(), accountNumber: z.string(), holderName: z.string() }),
  status: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  disbursedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  receiptDeadline: z.string().nullable(),
});

export type WalletMerchant = z.infer<typeof walletMerchant>;
export type MoneyMoved = z.infer<typeof moneyMoved>;
export type WalletTransaction = z.infer<typeof walletTransaction>;
export type PersonalProfit = z.infer<typeof personalProfit>;
export type BonusEntry = z.infer<typeof bonusEntry>;
export type BankAccount = z.infer<typeof bankAccount>;
export type LoginRecord = z.infer<typeof loginRecord>;
export type DepositChannel = z.infer<typeof depositChannel>;
export type Deposit = z.infer<typeof deposit>;
export type WithdrawSettings = z.infer<typeof withdrawSettings>;
export type Withdrawal = z.infer<typeof withdrawal>;

/** Failure details of the money calls (AMOUNT_OUT_OF_RANGE, bank-account CONFLICT). */
export const moneyFailureDetails = {
  range: z.object({ min: z.union([minorUnits, z.number().int().transform(String)]), max: z.union([minorUnits, z.number().int().transform(String)]) }),
  max: z.object({ max: z.number() }),
};

// ---- my account contract (docs/platform-calls.md, Accounts "My account") ----------------------

const profile = z.object({
  nickname: z.string(),
  payeeName: z.string().nullable(),
  birthday: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  contacts: z.record(z.string().nullable()),
});
export type Profile = z.infer<typeof profile>;
