import { Writable } from "node:stream";
import Fastify from "fastify";
import pretty from "pino-pretty";
import { describe, expect, it } from "vitest";
import { readPlatformConfig } from "../../server/config.js";
import { logChoice, loggerOptions, PRETTY_OPTIONS, RequestLog } from "../../server/http/logging.js";

// ADR 0059: the demo's terminal is quiet (requests at debug), each event one readable line in
// a terminal and one JSON object a line anywhere else; production keeps its access log at info.

const demo = readPlatformConfig({ DATA_DIR: "memory:" });
const production = { ...demo, siteMode: "production" as const };
const tty = { isTTY: true };
const pipe = { isTTY: false };

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

/** A platform-like app whose logger writes to `stream`, with the request log of `choice`. */
async function appLogging(level: string, requestLevel: "info" | "debug", stream: NodeJS.WritableStream) {
  const app = Fastify({ logger: { level, stream }, logController: new RequestLog(requestLevel) });
  app.get("/wps/system/version", async () => ({ version: 1 }));
  await app.ready();
  return app;
}

describe("the platform's logs", () => {
  it("writes requests at debug in the demo and at info in production; LOG_LEVEL sets the level", () => {
    expect(logChoice(demo, pipe)).toEqual({ level: "info", requestLevel: "debug", pretty: false });
    expect(logChoice(production, pipe)).toMatchObject({ requestLevel: "info" });
    expect(logChoice(readPlatformConfig({ DATA_DIR: "memory:", LOG_LEVEL: "debug" }), pipe)).toMatchObject({
      level: "debug",
      requestLevel: "debug",
    });
  });

  it("is one readable line an event in a terminal (pino-pretty) and JSON elsewhere", () => {
    expect(logChoice(demo, tty).pretty).toBe(true);
    expect(loggerOptions(logChoice(demo, tty))).toMatchObject({
      level: "info",
      transport: { target: "pino-pretty", options: { singleLine: true } },
    });
    const json = loggerOptions(logChoice(demo, pipe));
    expect(json).toMatchObject({ level: "info" });
    expect(json).not.toHaveProperty("transport");
    expect(loggerOptions(logChoice(readPlatformConfig({ DATA_DIR: "memory:", LOG_LEVEL: "silent" }), tty))).toBe(false);
  });

  it("in the demo at the default level, a poll writes nothing; at debug, one JSON line a request", async () => {
    const quiet = capture();
    const app = await appLogging("info", "debug", quiet.stream);
    for (let i = 0; i < 5; i++)
      expect((await app.inject({ method: "GET", url: "/wps/system/version" })).statusCode).toBe(200);
    app.log.info("platform listening");
    await app.close();
    expect(quiet.lines.map((l) => JSON.parse(l).msg)).toEqual(["platform listening"]);

    const verbose = capture();
    const debug = await appLogging("debug", "debug", verbose.stream);
    await debug.inject({ method: "GET", url: "/wps/system/version" });
    await debug.close();
    const lines = verbose.lines.map((l) => JSON.parse(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 20,
      msg: expect.stringMatching(/^GET \/wps\/system\/version 200 \d+ ms$/),
      req: { method: "GET" },
      res: { statusCode: 200 },
    });
  });

  it("prints a request as one line with the time, level and message through pino-pretty", async () => {
    const out = capture();
    const app = await appLogging(
      "info",
      "info",
      pretty({ ...PRETTY_OPTIONS, colorize: false, destination: out.stream, sync: true }),
    );
    await app.inject({ method: "GET", url: "/wps/system/version" });
    await app.close();
    expect(out.lines).toHaveLength(1);
    expect(out.lines[0]).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: GET \/wps\/system\/version 200 \d+ ms /);
  });
});
