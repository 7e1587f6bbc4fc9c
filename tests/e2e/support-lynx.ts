// A real text browser for the browser tests (DESIGN §6): Debian's lynx, driven by keystrokes the way a player on a
// phone without JavaScript would, never by posting forms itself. Lynx reads its keys from a named pipe
// (-cmd_script), so a test types, presses and follows links one step at a time and reads each page from lynx's own
// rendering (printed to a file through a "printer" of lynx.cfg): a field outside its form, a button that needs a
// script, a link lynx cannot see all fail here as they would for the player.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";

/** What the page shows, as lynx drew it: its text (numbered links and fields) and what each number is. */
export type LynxPage = { text: string; flat: string; refs: Map<number, string> };

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding"]);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function parsePage(printed: string): LynxPage {
  const cut = printed.lastIndexOf("\nReferences\n");
  const text = cut >= 0 ? printed.slice(0, cut) : printed;
  const refs = new Map<number, string>();
  for (const line of (cut >= 0 ? printed.slice(cut) : "").split("\n")) {
    const m = /^\s*(\d+)\. (.*)$/.exec(line);
    if (m) refs.set(Number(m[1]), m[2]!.trim());
  }
  return { text, flat: text.replace(/\s+/g, " "), refs };
}

/**
 * The site over HTTPS, as players reach it in production: the site's cookies are Secure, and lynx (unlike chromium)
 * sends a Secure cookie over https only, even to 127.0.0.1. A self-signed certificate made here, which lynx trusts
 * through SSL_CERT_FILE; the front says who the visitor is (X-Forwarded-For) as the operator's proxy would.
 */
async function httpsFront(
  dir: string,
  site: string,
  ip: string,
): Promise<{ origin: string; cert: string; close: () => void }> {
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    {
      stdio: "ignore",
    },
  );
  const target = new URL(site);
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (request, response) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-for": ip, "x-forwarded-proto": "https" },
      },
      (answer) => {
        // Hop-by-hop headers stay behind: a "keep-alive" passed on kept lynx's HTTP/1.0 connection open for 5 s a page.
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`, cert, close: () => server.close() };
}

export class Lynx {
  private snapshots = 0;
  private constructor(
    private readonly dir: string,
    private readonly child: ChildProcess,
    private readonly keys: fs.WriteStream,
    readonly origin: string,
    private readonly front: { close: () => void },
    private readonly log: string[],
  ) {}

  /** Lynx on the page `path` of the site, speaking from `ip`. */
  static async open(site: string, ip: string, startPath: string): Promise<Lynx> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-lynx-"));
    const front = await httpsFront(dir, site, ip);
    const snap = path.join(dir, "page.txt");
    // Numbered links and fields, keys as commands until a text field is entered (so digits jump), no pauses for
    // messages, cookies taken without asking, and the "printer" that writes the page for the test.
    fs.writeFileSync(
      path.join(dir, "lynx.cfg"),
      [
        "INCLUDE:/etc/lynx/lynx.cfg",
        "DEFAULT_KEYPAD_MODE:LINKS_AND_FIELDS_ARE_NUMBERED",
        "TEXTFIELDS_NEED_ACTIVATION:TRUE",
        "ACCEPT_ALL_COOKIES:TRUE",
        "FORCE_SSL_PROMPT:YES",
        "INFOSECS:0",
        "MESSAGESECS:0",
        "ALERTSECS:0",
        "NO_PAUSE:TRUE",
        "CHARACTER_SET:utf-8",
        `PRINTER:Page for the test:cp %s ${snap}.part && mv ${snap}.part ${snap}:FALSE`,
        "",
      ].join("\n"),
    );
    const fifo = path.join(dir, "keys");
    execFileSync("mkfifo", [fifo]);
    const child = spawn(
      "lynx",
      [`-cfg=${path.join(dir, "lynx.cfg")}`, `-cmd_script=${fifo}`, "-noreferer", `${front.origin}${startPath}`],
      {
        env: {
          ...process.env,
          TERM: "vt100",
          COLUMNS: "160",
          LINES: "60",
          HOME: dir,
          SSL_CERT_FILE: front.cert,
          LC_ALL: "C.UTF-8",
        },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    const keys = fs.createWriteStream(fifo);
    const log: string[] = [];
    child.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
    return new Lynx(dir, child, keys, front.origin, front, log);
  }

  /** Keys as lynx's command script names them ("a", "^J", "Down Arrow"). */
  private send(...names: string[]) {
    for (const name of names) this.keys.write(`key ${name}\n`);
  }

  private typeText(value: string) {
    for (const char of value) {
      if (!/^[\x21-\x7e]$/.test(char) || char === "^")
        throw new Error(`lynx's command script cannot type ${JSON.stringify(char)}`);
      this.send(char);
    }
  }

  /** Moves to link or field number n (digits then Enter: a link is followed, a field only becomes current). */
  private jump(n: number) {
    this.typeText(String(n));
    this.send("^J");
  }

  /** The page as lynx shows it now (after every key sent so far has been acted on). */
  async page(): Promise<LynxPage> {
    const file = path.join(this.dir, "page.txt");
    fs.rmSync(file, { force: true });
    this.snapshots += 1;
    // Print (p), then the last entry of the print menu: the test's printer, after lynx's four standard ones.
    this.send("p", "5", "^J");
    await expect
      .poll(() => fs.existsSync(file), {
        message: `lynx printed page ${this.snapshots}\n${this.log.join("")}`,
        timeout: 20_000,
        intervals: [100],
      })
      .toBe(true);
    return parsePage(fs.readFileSync(file, "utf8"));
  }

  /** Opens an address of the site (g, the address, Enter). */
  async goto(address: string): Promise<LynxPage> {
    this.send("g", "^U");
    this.typeText(`${this.origin}${address}`);
    this.send("^J");
    return this.page();
  }

  private numberOf(page: LynxPage, pattern: RegExp, kinds: RegExp, what: string): number {
    for (const match of page.flat.matchAll(pattern)) {
      const n = Number(match[1]);
      if (kinds.test(page.refs.get(n) ?? "")) return n;
    }
    throw new Error(`lynx shows no ${what} on this page:\n${page.text}`);
  }

  /** Types into the text field that follows its label (as lynx draws a label, then the field). */
  async fill(page: LynxPage, label: string, value: string) {
    const n = this.numberOf(
      page,
      new RegExp(`${escapeRegExp(label)}:? \\[(\\d+)\\]`, "g"),
      /text entry|password entry|textarea/,
      `field labelled "${label}"`,
    );
    this.jump(n);
    // Enter opens the field for typing, ^U empties it, Enter again leaves it.
    this.send("^J", "^U");
    this.typeText(value);
    this.send("^J");
  }

  /** Ticks the radio button or checkbox labelled so. */
  async choose(page: LynxPage, label: string) {
    const n = this.numberOf(
      page,
      new RegExp(`\\[(\\d+)\\](?:\\([ *]\\)|\\[[ X]\\]) ${escapeRegExp(label)}(?![\\w])`, "g"),
      /radio button|checkbox/,
      `choice "${label}"`,
    );
    this.jump(n);
    this.send("^J");
  }

  /** Presses the submit button whose text is `label`, and answers the page it leads to. */
  async press(page: LynxPage, label: string): Promise<LynxPage> {
    // lynx draws <button value="x">Label</button> as "([n]x) Label", and <button>Label</button> as "([n]BUTTON) Label".
    const n = this.numberOf(
      page,
      new RegExp(`\\(\\[(\\d+)\\][^)]*\\) ${escapeRegExp(label)}(?![\\w])`, "g"),
      /submit button/,
      `button "${label}"`,
    );
    this.jump(n);
    this.send("^J");
    return this.page();
  }

  /** The address of the link whose text starts with `label` (the site's path of it). */
  linkPath(page: LynxPage, label: string): string {
    const n = this.numberOf(page, new RegExp(`\\[(\\d+)\\]${escapeRegExp(label)}`, "g"), /^https?:/, `link "${label}"`);
    const url = new URL(page.refs.get(n) ?? "");
    return `${url.pathname}${url.search}`;
  }

  /** Follows the link whose text starts with `label`, and answers the page it leads to. */
  async follow(page: LynxPage, label: string): Promise<LynxPage> {
    const n = this.numberOf(
      page,
      new RegExp(`\\[(\\d+)\\]${escapeRegExp(label)}`, "g"),
      /^(https?|file):/,
      `link "${label}"`,
    );
    this.jump(n);
    return this.page();
  }

  async close() {
    this.send("Q");
    this.keys.end();
    await new Promise<void>((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      const timer = setTimeout(() => {
        this.child.kill("SIGTERM");
        resolve();
      }, 5_000);
      this.child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
    });
    this.front.close();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Logs in from the login pop-up as lynx shows it, and answers the page lynx lands on. */
export async function lynxLogIn(lynx: Lynx, member: { username: string; password: string }): Promise<LynxPage> {
  const login = await lynx.goto("/?lng=EN&modal=login");
  // The open dialog is read first, not after the page's footer.
  const dialog = login.flat.search(/Log in \[\d+\]Close/);
  expect(dialog, login.text).toBeGreaterThan(-1);
  expect(dialog).toBeLessThan(login.flat.indexOf("About Laro"));
  await lynx.fill(login, "Username", member.username);
  await lynx.fill(login, "Password", member.password);
  const landed = await lynx.press(login, "Log in");
  expect(landed.flat, "the header of a member").toContain("Sign out");
  return landed;
}
