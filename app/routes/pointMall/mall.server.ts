// /pointMall (SPEC §2.1, §4, §7): the goods for everyone; for a member also their stock now and how
// many the member holds, the redeem history, converting points and the points rules. Redeem and convert go in two
// steps (forms.ts): what can be known wrong — the stock, the member's limit, the address, the points — is said
// next to its field before the confirmation; the platform decides again when the member confirms.
import crypto from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { message } from "~/lib/forms/messages";
import { redirectWithNotice, takeNotice } from "~/lib/forms/notice.server";
import { reply } from "~/lib/forms/reply.server";
import type { CentreActionData } from "~/lib/member/centre.server";
import { moneyFailure } from "~/lib/member/money.server";
import { PlatformError, wps, type WpsClient } from "~/lib/platform/client.server";
import { requestLanguage } from "~/lib/i18n/i18n.server";
import { routeError } from "~/lib/platform/errors.server";
import type { PointsRules } from "~/lib/platform/points.server";
import { FormReadError, readForm } from "~/lib/security/formData.server";
import { checkForm } from "~/lib/security/security.server";
import { partFailed, viewerOf, type Failed, type Viewer } from "~/lib/session/viewer.server";
import { pageParam } from "~/lib/shell/paging";
import type { Page } from "~contract/answers/common";
import type { GoodsItem, Redemption } from "~contract/answers/points-shop";
import { formatMinor } from "~contract/money";
import { ADDRESS_MAX, ADDRESS_MIN } from "~contract/points-shop";
import { POINTS_INTENTS, pointMallView, pointsSchema, type PointMallView, type PointsIntent } from "~/lib/points/forms";

const HISTORY_PAGE_SIZE = 10;
const failed = (what: string, error: unknown) => partFailed("pointMall", what, error);

export type PointMallData = {
  viewer: Viewer;
  view: PointMallView;
  goods: GoodsItem[] | Failed;
  /** The item whose redeem form is open (?goods=), when it is on offer. */
  selected: GoodsItem | null;
  rules: PointsRules | Failed;
  history: Page<Redemption> | Failed | null;
  notice: { text: string } | null;
  /** One per form render (docs/platform-calls.md): a redemption sent twice is made once. */
  requestKey: string;
};

export async function pointMallLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const view = pointMallView(url.searchParams.get("view"));
  const { viewer, token } = await viewerOf(request);
  const client = wps(request, context);
  const wantsHistory = view === "history" && token;
  const [goods, rules, history, { notice, headers }] = await Promise.all([
    (token ? client.memberGoods(token) : client.goods()).catch((error: unknown) => failed("goods", error)),
    client.pointsRules().catch((error: unknown) => failed("rules", error)),
    wantsHistory
      ? client
          .redemptions(token, { pageNo: pageParam(url.searchParams.get("page")), pageSize: HISTORY_PAGE_SIZE })
          .catch((error: unknown) => failed("history", error))
      : Promise.resolve(null),
    takeNotice(request),
  ]);
  const goodsId = Number(url.searchParams.get("goods"));
  const selected = view === "shop" && !("failed" in goods) ? (goods.find((item) => item.id === goodsId) ?? null) : null;
  return data<PointMallData>(
    { viewer, view, goods, selected, rules, history, notice, requestKey: crypto.randomUUID() },
    { headers },
  );
}

// ---- redeem and convert -------------------------------------------------------------------------

type Values = Record<string, string>;
type Refusal = { formErrors: string[]; fieldErrors: Record<string, string[]> };
const fieldError = (field: string, text: string): Refusal => ({ formErrors: [], fieldErrors: { [field]: [text] } });
const formError = (text: string): Refusal => ({ formErrors: [text], fieldErrors: {} });
const goodsName = (item: GoodsItem, language: string) => (language === "EN" ? item.name.EN : item.name.TY);
const points = (value: number | bigint | string) => BigInt(value).toLocaleString("en-US");

const LIMIT = z.object({ perMember: z.number(), redeemed: z.number() });
const STOCK = z.object({ stock: z.number() });
const NEEDED = z.object({ balance: z.union([z.string(), z.number()]), needed: z.union([z.string(), z.number()]) });
const MIN = z.object({ minPoints: z.number() });

/** The points shop's refusals (docs/platform-calls.md "Points") next to the field that can fix them. */
function pointsFailure(error: unknown, intent: PointsIntent): Refusal {
  if (!(error instanceof PlatformError)) return moneyFailure(error);
  switch (error.code) {
    case "OUT_OF_STOCK": {
      const stock = STOCK.safeParse(error.details);
      return fieldError(
        "quantity",
        message("points:error.OUT_OF_STOCK", { stock: stock.success ? stock.data.stock : 0 }),
      );
    }
    case "LIMIT_REACHED": {
      const limit = LIMIT.safeParse(error.details);
      return fieldError(
        "quantity",
        limit.success ? message("points:error.LIMIT_REACHED", limit.data) : "points:error.LIMIT_REACHED_PLAIN",
      );
    }
    case "ADDRESS_REQUIRED":
      return fieldError("address", message("points:validation.address", { min: ADDRESS_MIN, max: ADDRESS_MAX }));
    case "NOT_ENOUGH_POINTS": {
      const needed = NEEDED.safeParse(error.details);
      const text = needed.success
        ? message("points:error.NOT_ENOUGH_POINTS", {
            balance: points(needed.data.balance),
            needed: points(needed.data.needed),
          })
        : "points:error.NOT_ENOUGH_POINTS_PLAIN";
      return intent === "convert" ? fieldError("points", text) : formError(text);
    }
    case "BELOW_MIN": {
      const min = MIN.safeParse(error.details);
      return fieldError(
        "points",
        message("points:error.BELOW_MIN", { min: min.success ? points(min.data.minPoints) : "" }),
      );
    }
    case "CONVERT_CLOSED":
    case "NOT_FOUND":
      return formError(`points:error.${error.code}`);
    default:
      return moneyFailure(error);
  }
}

type Step = { client: WpsClient; token: string; values: Values; language: string };
/** The first step's check and the confirmation's words, or the refusal to show at the form. */
type Checked = { summary: string } | { refused: Refusal };

async function checkRedeem({ client, token, values, language }: Step): Promise<Checked> {
  const [goods, balance] = await Promise.all([client.memberGoods(token), client.walletBalance(token)]);
  const item = goods.find((candidate) => String(candidate.id) === values.goodsId);
  if (!item) return { refused: formError("points:error.NOT_FOUND") };
  const quantity = Number(values.quantity);
  const needed = BigInt(item.points) * BigInt(quantity);
  const address = values.address ?? "";
  if (item.kind === "physical" && address.length < ADDRESS_MIN)
    return {
      refused: fieldError("address", message("points:validation.address", { min: ADDRESS_MIN, max: ADDRESS_MAX })),
    };
  if (quantity > item.stock)
    return { refused: fieldError("quantity", message("points:error.OUT_OF_STOCK", { stock: item.stock })) };
  const redeemed = item.redeemed ?? 0;
  if (redeemed + quantity > item.perMember)
    return {
      refused: fieldError("quantity", message("points:error.LIMIT_REACHED", { perMember: item.perMember, redeemed })),
    };
  if (BigInt(balance.points) < needed)
    return {
      refused: formError(
        message("points:error.NOT_ENOUGH_POINTS", { balance: points(balance.points), needed: points(needed) }),
      ),
    };
  const name = goodsName(item, language);
  return {
    summary:
      item.kind === "physical"
        ? message("points:confirm.redeemPhysical", {
            quantity,
            name,
            count: Number(needed),
            points: points(needed),
            address,
          })
        : message("points:confirm.redeemVoucher", {
            quantity,
            name,
            count: Number(needed),
            points: points(needed),
            amount: formatMinor((BigInt(item.value ?? "0") * BigInt(quantity)).toString()),
          }),
  };
}

async function checkConvert({ client, token, values }: Step): Promise<Checked> {
  const [rules, balance] = await Promise.all([client.pointsRules(), client.walletBalance(token)]);
  const convert = rules?.rates.convert;
  if (!convert) return { refused: formError("points:error.CONVERT_CLOSED") };
  const asked = BigInt(values.points ?? "0");
  if (asked < BigInt(convert.minPoints))
    return { refused: fieldError("points", message("points:error.BELOW_MIN", { min: points(convert.minPoints) })) };
  if (BigInt(balance.points) < asked)
    return {
      refused: fieldError(
        "points",
        message("points:error.NOT_ENOUGH_POINTS", { balance: points(balance.points), needed: points(asked) }),
      ),
    };
  return {
    summary: message("points:confirm.convert", {
      count: Number(asked),
      points: points(asked),
      amount: formatMinor((asked * BigInt(convert.cashPerPoint)).toString()),
    }),
  };
}

const CHECKS: Record<PointsIntent, (step: Step) => Promise<Checked>> = { redeem: checkRedeem, convert: checkConvert };
const FIELDS: Record<PointsIntent, readonly string[]> = {
  redeem: ["goodsId", "quantity", "address"],
  convert: ["points"],
};

/** The confirmed step: the platform call, and where the member goes with its notice. */
async function move(
  intent: PointsIntent,
  { client, token, values, language }: Step,
  keys: { paymentPassword: string; requestId: string },
): Promise<Response> {
  if (intent === "convert") {
    const done = await client.convertPoints(token, { points: Number(values.points), ...keys });
    return redirectWithNotice(
      "/pointMall?view=convert",
      message("points:done.convert", {
        count: Number(done.points),
        points: points(done.points),
        amount: formatMinor(done.amount),
      }),
    );
  }
  const done = await client.redeemGoods(token, {
    goodsId: Number(values.goodsId),
    quantity: Number(values.quantity),
    address: values.address ?? null,
    ...keys,
  });
  return redirectWithNotice(
    "/pointMall?view=history",
    message("points:done.redeem", {
      count: Number(done.points),
      quantity: done.quantity,
      name: language === "EN" ? done.name.EN : done.name.TY,
      points: points(done.points),
    }),
  );
}

function valuesOf(form: FormData, intent: PointsIntent): Values {
  const values: Values = {};
  for (const field of FIELDS[intent]) {
    const value = form.get(field);
    if (typeof value === "string" && value.trim()) values[field] = value.trim();
  }
  return values;
}

export async function pointMallAction({ request, context }: ActionFunctionArgs) {
  const { viewer, token } = await viewerOf(request);
  if (viewer === "visitor") throw redirect(`/?${new URLSearchParams({ modal: "login", next: "/pointMall" })}`);
  if (viewer === "trial" || !token) throw redirect("/?modal=needTrueAccount");
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    if (!(error instanceof FormReadError)) throw error;
    return data<CentreActionData>(
      { intent: "", result: { status: "error", error: { "": ["member:error.formUnreadable"] } } },
      { status: 400 },
    );
  }
  const intent = String(form.get("intent") ?? "");
  if (!(POINTS_INTENTS as readonly string[]).includes(intent)) return redirect("/pointMall");
  const points = intent as PointsIntent;
  if ((await checkForm(form, request.headers, { publicForm: false })) !== "ok")
    return data<CentreActionData>(
      { intent, result: { status: "error", error: { "": ["member:error.formExpired"] } } },
      { status: 403 },
    );

  const confirmed = form.get("confirmed") === "1";
  // The details first, whichever step: a confirmation whose details do not pass goes back to the form.
  const detailsChecked = parseWithZod(form, { schema: pointsSchema(points, false) });
  if (detailsChecked.status !== "success")
    return data<CentreActionData>({ intent, result: reply(detailsChecked) }, { status: 400 });
  const submission = confirmed ? parseWithZod(form, { schema: pointsSchema(points, true) }) : detailsChecked;
  const values = valuesOf(form, points);
  const requestKey = String(form.get("requestKey") ?? "");
  const { language } = requestLanguage(request);
  const step: Step = { client: wps(request, context), token, values, language };
  try {
    const checked = await CHECKS[points](step);
    if ("refused" in checked) {
      // Also at the confirmation (the stock ran out meanwhile): back to the form, the message at its field.
      return data<CentreActionData>({ intent, result: reply(submission, checked.refused) }, { status: 400 });
    }
    const again = (result: SubmissionResult<string[]>, status = 400) =>
      data<CentreActionData>(
        { intent, confirm: { intent: points, summary: checked.summary, values, requestKey, result } },
        { status },
      );
    if (!confirmed)
      return data<CentreActionData>({
        intent,
        confirm: { intent: points, summary: checked.summary, values, requestKey },
      });
    if (submission.status !== "success") return again(reply(submission));
    const paymentPassword = String(form.get("paymentPassword") ?? "");
    try {
      return await move(points, step, { paymentPassword, requestId: requestKey });
    } catch (error) {
      return again(reply(submission, pointsFailure(error, points)), error instanceof PlatformError ? 400 : 503);
    }
  } catch (error) {
    if (error instanceof PlatformError)
      return data<CentreActionData>(
        { intent, result: reply(submission, pointsFailure(error, points)) },
        { status: 400 },
      );
    return routeError(error);
  }
}
