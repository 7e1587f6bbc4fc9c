import fc from "fast-check";
import type { ZodTypeAny } from "zod";

// The bad inputs of the platform's fuzz test (fuzz.test.ts): values, field names, URLs and bodies that
// broke it before (NUL in text, a huge pageNo, __proto__ as a key, a play id that is not a UUID, a cut
// multipart) and their relatives. Where a call declares its inputs (route() keeps its zod schemas in the
// route's config), the bodies and queries use its field names with mostly plausible values, so that a
// bad value gets past the fields before it and reaches the handler.

export const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
] as const;

/** Numeric ids of 19, 20 and 21 digits: past a JavaScript-safe integer, at and past a bigint's end. */
export const LONG_IDS = [
  "1234567890123456789",
  "9223372036854775807",
  "9223372036854775808",
  "18446744073709551616",
  "123456789012345678901",
] as const;

const tricky = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(8),
  "\t",
  "\r\n",
  "\u0007\u001b[2J",
  "\u007f",
  "\u2028",
  "\ufeff",
  "\ud800",
  "\udfff",
  "\ud83d",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "true",
  "[]",
  "{}",
  "0",
  "-0",
  "-1",
  "1e309",
  "-1e309",
  "1e-400",
  "9007199254740993",
  "99999999999999999999999999",
  // Ids past a bigint (19–21 digits): GET /wps/member/bonuses/:id/bets once answered 500.
  ...LONG_IDS,
  "0x1F",
  "1.5",
  "0.000001",
  "1,000",
  "1e3",
  " 12 ",
  "١٢٣",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "\\",
  "../../etc/passwd",
  "%00",
  "%zz",
  "${x}",
  "{{x}}",
  "00000000-0000-0000-0000-000000000000",
  "00000000-0000-0000-0000-00000000000g",
  "2026-02-30T25:61:00Z",
  "0000-01-01T00:00:00Z",
  "+275760-09-13T00:00:00.001Z",
  ...PROTOTYPE_KEYS,
];

// Repeated characters compress; random ones do not, and overflow an index entry (PostgreSQL caps those near 2.7 KB).
const hugeText = fc.oneof(
  fc
    .constantFrom(1_000, 20_000, 100_000)
    .chain((n) => fc.constantFrom("a", "9", "\u0000", "é", "💥").map((c) => c.repeat(n))),
  fc.uint8Array({ minLength: 3_000, maxLength: 6_000 }).map((bytes) => Buffer.from(bytes).toString("base64url")),
);

export const badText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...tricky) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 12 }), fc.constantFrom("\u0000", "\u0001", "\u001f", "\ud800"))
      .map(([s, c]) => s + c + s),
  },
  { weight: 1, arbitrary: hugeText },
);

export const badNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    -0.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_SAFE_INTEGER - 2,
    2 ** 31,
    2 ** 53,
    2 ** 63,
    Number.EPSILON,
    1e15,
    1e21,
    1e26,
    10_001,
    1e9,
  ),
  fc.integer(),
  fc.double(),
);

/** Keys for objects and queries: the call's own, every call's, prototype keys and noise. */
export const keyOf = (known: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: known.length ? 6 : 0, arbitrary: known.length ? fc.constantFrom(...known) : fc.constant("x") },
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 8 }) },
  );

const objectOf = (key: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>, maxKeys = 6) =>
  // Object.fromEntries makes own properties, so "__proto__" stays a key of the JSON.
  fc.array(fc.tuple(key, value), { maxLength: maxKeys }).map((entries) => Object.fromEntries(entries));

export const badJson = (known: readonly string[]): fc.Arbitrary<unknown> => {
  const scalar = fc.oneof(badText, badNumber, fc.boolean(), fc.constant(null));
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      scalar,
      fc.array(tie("value"), { maxLength: 4 }),
      objectOf(keyOf(known), tie("value"), 5),
    ),
  }));
  return value;
};

/** Text of JSON nested deeper than any caller needs ([[[…]]] or {"a":{"a":…}}). */
export const deepJsonText = fc
  .tuple(fc.constantFrom(64, 5_000, 50_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth),
  );

type ZodDef = { typeName?: string; [key: string]: unknown };
const defOf = (schema: ZodTypeAny) => schema._def as ZodDef;

/** Every object key a schema names, at any depth (the call's field names). */
export function fieldNames(schema: ZodTypeAny | undefined, into = new Set<string>()): Set<string> {
  if (!schema) return into;
  const def = defOf(schema);
  switch (def.typeName) {
    case "ZodObject":
      for (const [key, field] of Object.entries((def.shape as () => Record<string, ZodTypeAny>)())) {
        into.add(key);
        fieldNames(field, into);
      }
      break;
    case "ZodOptional":
    case "ZodNullable":
    case "ZodDefault":
    case "ZodCatch":
    case "ZodBranded":
    case "ZodReadonly":
      fieldNames(def.innerType as ZodTypeAny, into);
      break;
    case "ZodEffects":
      fieldNames(def.schema as ZodTypeAny, into);
      break;
    case "ZodPipeline":
      fieldNames(def.in as ZodTypeAny, into);
      break;
    case "ZodArray":
      fieldNames(def.type as ZodTypeAny, into);
      break;
    case "ZodUnion":
    case "ZodDiscriminatedUnion":
      for (const option of def.options as ZodTypeAny[]) fieldNames(option, into);
      break;
    case "ZodIntersection":
      fieldNames(def.left as ZodTypeAny, into);
      fieldNames(def.right as ZodTypeAny, into);
      break;
    case "ZodLazy":
      fieldNames((def.getter as () => ZodTypeAny)(), into);
      break;
  }
  return into;
}

/** Values worth trying for a field of this name: live tokens, existing ids, game codes. */
export type Known = Record<string, readonly string[]>;

const stringLike = (schema: ZodTypeAny): fc.Arbitrary<string> => {
  const checks = (defOf(schema).checks as { kind: string; value?: number }[] | undefined) ?? [];
  const kinds = new Set(checks.map((c) => c.kind));
  const min = checks.find((c) => c.kind === "min")?.value ?? 1;
  if (kinds.has("uuid")) return fc.uuid();
  if (kinds.has("email")) return fc.constantFrom("fuzz@example.com", "a@b.co");
  if (kinds.has("datetime")) return fc.constant(new Date().toISOString());
  return fc.oneof(
    fc.constantFrom(
      "demo",
      "Fuzz1234",
      "123456789",
      "+63",
      "63",
      "received",
      "username",
      "abcdefgh12",
      "1000",
      "x".repeat(Math.max(1, Math.min(min, 64))),
    ),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/),
  );
};

/**
 * A value the schema would likely take (valid enum members, uuids, digits), for reaching a handler with
 * one bad field among good ones. Query values come out as strings, as a query string would give them.
 */
export function plausible(schema: ZodTypeAny, known: Known, asText: boolean): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const text = (a: fc.Arbitrary<unknown>) =>
    asText ? a.map((v) => (typeof v === "object" && v !== null ? JSON.stringify(v) : String(v))) : a;
  switch (def.typeName) {
    case "ZodString":
      return stringLike(schema);
    case "ZodNumber": {
      const checks = (def.checks as { kind: string; value: number }[]) ?? [];
      const min = checks.find((c) => c.kind === "min")?.value ?? 0;
      const max = checks.find((c) => c.kind === "max")?.value ?? min + 1000;
      return text(
        fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(Math.min(max, min + 10_000))) }),
      );
    }
    case "ZodBigInt":
      return fc.bigInt({ min: 0n, max: 10n ** 12n }).map(String);
    case "ZodBoolean":
      return text(fc.boolean());
    case "ZodEnum":
      return fc.constantFrom(...(def.values as string[]));
    case "ZodNativeEnum":
      return text(fc.constantFrom(...Object.values(def.values as Record<string, string | number>)));
    case "ZodLiteral":
      return text(fc.constant(def.value));
    case "ZodOptional":
    case "ZodNullable":
    case "ZodDefault":
    case "ZodCatch":
    case "ZodBranded":
    case "ZodReadonly":
      return plausible(def.innerType as ZodTypeAny, known, asText);
    case "ZodEffects":
      return plausible(def.schema as ZodTypeAny, known, asText);
    case "ZodPipeline":
      return plausible(def.in as ZodTypeAny, known, asText);
    case "ZodLazy":
      return plausible((def.getter as () => ZodTypeAny)(), known, asText);
    case "ZodArray":
      return fc.array(plausible(def.type as ZodTypeAny, known, asText), { maxLength: 3 });
    case "ZodUnion":
    case "ZodDiscriminatedUnion":
      return fc.oneof(...(def.options as ZodTypeAny[]).map((o) => plausible(o, known, asText)));
    case "ZodObject":
      return guidedObject(schema, known, asText);
    case "ZodIntersection":
      return fc
        .tuple(plausible(def.left as ZodTypeAny, known, asText), plausible(def.right as ZodTypeAny, known, asText))
        .map(([a, b]) => (typeof a === "object" && typeof b === "object" ? { ...(a as object), ...(b as object) } : a));
    default:
      return text(badJson([]));
  }
}

/** The schema's innermost type, under optional, default, effects and pipes. */
function baseType(schema: ZodTypeAny): string | undefined {
  const def = defOf(schema);
  const inner = (def.innerType ?? def.schema ?? def.in) as ZodTypeAny | undefined;
  return inner ? baseType(inner) : def.typeName;
}

/** A wrong value of the field's own kind: a huge, negative or fractional number; a string with NUL, a prototype key. */
function typedBad(schema: ZodTypeAny | undefined, asText: boolean): fc.Arbitrary<unknown> {
  if (schema && baseType(schema) === "ZodNumber")
    return asText ? badNumber.map(String) : fc.oneof(badNumber, badNumber.map(String));
  return fc.oneof({ weight: 3, arbitrary: badText }, { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) });
}

/** One field's value: a live value when there is one, a plausible one, a wrong one of its kind, noise, or absent. */
function fieldValue(
  name: string,
  schema: ZodTypeAny | undefined,
  known: Known,
  asText: boolean,
): fc.Arbitrary<unknown> {
  const live = Object.hasOwn(known, name) ? known[name] : undefined;
  return fc.oneof(
    { weight: live?.length ? 5 : 0, arbitrary: live?.length ? fc.constantFrom(...live) : fc.constant(undefined) },
    { weight: schema ? 3 : 0, arbitrary: schema ? plausible(schema, known, asText) : fc.constant(undefined) },
    { weight: 3, arbitrary: typedBad(schema, asText) },
    { weight: asText ? 0 : 1, arbitrary: badJson([name]) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** An object with the schema's fields, each as fieldValue, and a few keys from `extraNames` or prototype keys. */
export function guidedObject(
  schema: ZodTypeAny | undefined,
  known: Known,
  asText: boolean,
  extraNames: readonly string[] = [],
): fc.Arbitrary<Record<string, unknown>> {
  const shape = schema ? objectShape(schema) : {};
  const own = Object.keys(shape).map((name) =>
    fieldValue(name, shape[name], known, asText).map((v) => [name, v] as const),
  );
  const extra = fc.array(
    keyOf(extraNames).chain((name) => fieldValue(name, undefined, known, asText).map((v) => [name, v] as const)),
    { maxLength: own.length ? 2 : 6 },
  );
  return fc
    .tuple(fc.tuple(...own), extra)
    .map(([fields, more]) => Object.fromEntries([...fields, ...more].filter(([, v]) => v !== undefined)));
}

function objectShape(schema: ZodTypeAny): Record<string, ZodTypeAny> {
  const def = defOf(schema);
  switch (def.typeName) {
    case "ZodObject":
      return (def.shape as () => Record<string, ZodTypeAny>)();
    case "ZodOptional":
    case "ZodNullable":
    case "ZodDefault":
      return objectShape(def.innerType as ZodTypeAny);
    case "ZodEffects":
      return objectShape(def.schema as ZodTypeAny);
    case "ZodDiscriminatedUnion":
    case "ZodUnion":
      return Object.assign({}, ...(def.options as ZodTypeAny[]).map(objectShape));
    default:
      return {};
  }
}

// ——— URLs ———

/** Percent-encoded UTF-8; a lone surrogate goes as U+FFFD, as a browser would send it. */
export const percent = (text: string) => encodeURIComponent(Buffer.from(text, "utf8").toString("utf8"));

/** Percent-encodings a decoder chokes on, and path tricks. */
const rawSegments = [
  ...LONG_IDS,
  "%",
  "%zz",
  "%0",
  "%00",
  "%c0%af",
  "%ff%fe",
  "%e2%82",
  "%ed%a0%80",
  "..",
  "%2e%2e",
  "%2F",
  "%5C",
  "a%00b",
  "%u0000",
  "%%",
  "+",
];

export const pathSegment = (known: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: known.length ? 4 : 0,
      arbitrary: known.length ? fc.constantFrom(...known).map(percent) : fc.constant("x"),
    },
    { weight: 3, arbitrary: badText.filter((s) => s.length > 0 && s.length < 2_000).map(percent) },
    { weight: 2, arbitrary: fc.constantFrom(...rawSegments) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  );

/** One query pair, encoded the way a browser would, or raw with broken percent-encodings. */
const queryPair = (key: fc.Arbitrary<string>, values: (name: string) => fc.Arbitrary<unknown>) =>
  key.chain((name) =>
    fc.oneof(
      { weight: 6, arbitrary: values(name).map((v) => `${percent(name)}=${percent(String(v ?? ""))}`) },
      { weight: 1, arbitrary: fc.constantFrom(...rawSegments).map((raw) => `${percent(name)}=${raw}`) },
      { weight: 1, arbitrary: fc.constantFrom(...rawSegments).map((raw) => `${raw}=1`) },
      { weight: 1, arbitrary: fc.constant(`${percent(name)}[]=1&${percent(name)}[x]=2`) },
    ),
  );

export function queryString(
  schema: ZodTypeAny | undefined,
  known: Known,
  extraNames: readonly string[],
): fc.Arbitrary<string> {
  const shape = schema ? objectShape(schema) : {};
  // Node refuses request heads over 16 KB, so longer query values never reach a route.
  const values = (name: string) =>
    fieldValue(name, Object.hasOwn(shape, name) ? shape[name] : undefined, known, true).map((v) =>
      (v === undefined ? "" : String(v)).slice(0, 4_000),
    );
  const own = Object.keys(shape).map((name) => fc.option(queryPair(fc.constant(name), values), { freq: 4 }));
  const extra = fc.array(queryPair(keyOf(extraNames), values), { maxLength: own.length ? 2 : 6 });
  return fc.tuple(fc.tuple(...own), extra, fc.boolean()).map(([fields, more, repeat]) => {
    const pairs = [...fields.filter((p): p is string => p !== null), ...more];
    // A repeated name arrives as an array.
    if (repeat && pairs[0]) pairs.push(pairs[0]);
    return pairs.length ? `?${pairs.join("&")}` : "";
  });
}

// ——— bodies ———

export type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; contentType: string | null; text: string }
  | { kind: "form"; text: string }
  | { kind: "multipart"; contentType: string; bytes: Buffer }
  | { kind: "sealed"; value: Record<string, unknown>; age: number };

const contentTypes = [
  "text/plain",
  "application/xml",
  "application/json; charset=utf-16",
  "application/json;;",
  "application/x-www-form-urlencoded; charset=nonsense",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "*/*",
  "application/octet-stream",
  "text/html",
  "application/json, text/plain",
];

const brokenJson = [
  "{",
  '{"a":',
  "nul",
  "[1,]",
  "{'a':1}",
  '{"a":1}}',
  "\u0000",
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  "1e999999",
  '"\\ud800"',
];

/** Form text (application/x-www-form-urlencoded): known names with bad values, broken encodings. */
export const formText = (names: readonly string[], known: Known) =>
  fc
    .array(
      queryPair(keyOf(names), (name) => fieldValue(name, undefined, known, true)),
      { maxLength: 12 },
    )
    .map((pairs) => pairs.join("&"));

/** A multipart body: whole, cut short, with too many parts, or under a wrong or missing boundary. */
export const multipart = (names: readonly string[], known: Known): fc.Arbitrary<Body> =>
  fc
    .record({
      fields: fc.array(
        keyOf(names).chain((name) =>
          fieldValue(name, undefined, known, true).map((v) => [name, String(v ?? "")] as const),
        ),
        { maxLength: 8 },
      ),
      files: fc.array(
        fc.tuple(
          keyOf(["proof", ...names]),
          fc.uint8Array({ maxLength: 64 }),
          fc.constantFrom("image/png", "image/jpeg", "text/html", ""),
        ),
        { maxLength: 3 },
      ),
      cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
      boundary: fc.constantFrom("fuzzBoundary", "", "wrong", '"quoted"', "x".repeat(200)),
    })
    .map(({ fields, files, cut, boundary }) => {
      const b = "fuzzBoundary";
      const parts = [
        ...fields.map(([name, value]) =>
          Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
        ),
        ...files.map(([name, bytes, type]) =>
          Buffer.concat([
            Buffer.from(
              `--${b}\r\nContent-Disposition: form-data; name="${name}"; filename="f.png"\r\nContent-Type: ${type}\r\n\r\n`,
            ),
            Buffer.from(bytes),
            Buffer.from("\r\n"),
          ]),
        ),
        Buffer.from(`--${b}--\r\n`),
      ];
      let bytes = Buffer.concat(parts);
      if (cut !== null) bytes = bytes.subarray(0, Math.floor(bytes.length * cut));
      const contentType = boundary === "" ? "multipart/form-data" : `multipart/form-data; boundary=${boundary}`;
      return { kind: "multipart" as const, contentType, bytes };
    });

/** Any body: the call's own fields first, then every other shape and content type. */
export function body(schema: ZodTypeAny | undefined, known: Known, names: readonly string[]): fc.Arbitrary<Body> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: guidedObject(schema, known, false, names).map((value) => ({ kind: "json" as const, value })),
    },
    { weight: 2, arbitrary: badJson(names).map((value) => ({ kind: "json" as const, value })) },
    {
      weight: 1,
      arbitrary: fc
        .array(guidedObject(schema, known, false), { maxLength: 2 })
        .map((value) => ({ kind: "json" as const, value })),
    },
    {
      weight: 1,
      arbitrary: deepJsonText.map((text) => ({ kind: "raw" as const, contentType: "application/json", text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...brokenJson, "")
        .map((text) => ({ kind: "raw" as const, contentType: "application/json", text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...contentTypes, null), badText)
        .map(([contentType, text]) => ({ kind: "raw" as const, contentType, text })),
    },
    {
      weight: 1,
      arbitrary: formText([...Object.keys(known), ...fieldNames(schema)], known).map((text) => ({
        kind: "form" as const,
        text,
      })),
    },
    { weight: 1, arbitrary: multipart(names, known) },
    { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
  );
}

/** A payload for a sealed call (JWE to the platform's key), fresh or stale. */
export const sealedBody = (schema: ZodTypeAny, known: Known, names: readonly string[]): fc.Arbitrary<Body> =>
  fc
    .tuple(guidedObject(schema, known, false, names), fc.constantFrom(0, 0, 0, -600_000, 600_000))
    .map(([value, age]) => ({ kind: "sealed" as const, value, age }));
