// The operator's agent-programme commands: `agents move <username> <upline|none>` (with its whole downline,
// audited), `agents figures <from> [to]` (rebuild the team reports of those site days), and
// `announce <type> <title> -- <text…>` / `announce withdraw <id>` (announcements, AG being the agents').
import {
  AGENT_ANNOUNCEMENT,
  ANNOUNCEMENT_TYPES,
  announcementTextsOf,
  publishAudited,
  withdrawAudited,
} from "../modules/content/index.js";
import { moveMember, refreshFigures } from "../modules/agents/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { callPlatform } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TYPES: readonly string[] = [...ANNOUNCEMENT_TYPES, AGENT_ANNOUNCEMENT];

type AgentsCommand =
  | { action: "agents.move"; username: string; upline: string | null }
  | { action: "agents.figures"; from: string; to: string };
/** The texts as the ops API takes them: `title`/`content` in TY, `titleEn`/`contentEn` in EN. */
type AnnounceTexts = { title?: string; content?: string; titleEn?: string; contentEn?: string };
type AnnounceCommand =
  ({ action: "announcement.publish"; type: string } & AnnounceTexts) | { action: "announcement.withdraw"; id: string };

const ANNOUNCE_OPTIONS: Record<string, keyof AnnounceTexts> = {
  "--title": "title",
  "--text": "content",
  "--title-en": "titleEn",
  "--text-en": "contentEn",
};
const ANNOUNCE_USAGE = `announce needs <${TYPES.join("|")}> --title <TY> --text <TY> [--title-en <EN> --text-en <EN>] (or <title…> -- <text…> in TY); a language's title and text go together`;

export class AgentUsageError extends UsageError {}

export function parseAgentsCommand(args: string[]): AgentsCommand | null {
  const [verb, ...rest] = args;
  if (verb === "move") {
    const [username, upline, ...extra] = rest;
    if (!username || !upline || extra.length)
      throw new AgentUsageError("agents move needs <username> <upline username, or none>");
    return { action: "agents.move", username, upline: upline.toLowerCase() === "none" ? null : upline };
  }
  if (verb === "figures") {
    const [from, to = from, ...extra] = rest;
    if (!from || !DAY.test(from) || !DAY.test(to) || extra.length || from > to)
      throw new AgentUsageError("agents figures needs <from YYYY-MM-DD> [to YYYY-MM-DD], from not after to");
    return { action: "agents.figures", from, to };
  }
  return null;
}

export function parseAnnounceCommand(args: string[]): AnnounceCommand | null {
  if (args[0] === "withdraw") {
    if (args.length !== 2) throw new AgentUsageError("announce withdraw needs <id>");
    return { action: "announcement.withdraw", id: args[1] };
  }
  const [type, ...rest] = args;
  if (!type) return null;
  if (!TYPES.includes(type.toUpperCase())) throw new AgentUsageError(ANNOUNCE_USAGE);
  const texts = rest[0] !== undefined && rest[0] in ANNOUNCE_OPTIONS ? announceOptions(rest) : announceWords(rest);
  const whole = (a?: string, b?: string) => (a === undefined) === (b === undefined);
  if (
    !whole(texts.title, texts.content) ||
    !whole(texts.titleEn, texts.contentEn) ||
    (texts.title === undefined && texts.titleEn === undefined)
  )
    throw new AgentUsageError(ANNOUNCE_USAGE);
  return { action: "announcement.publish", type: type.toUpperCase(), ...texts };
}

/** `--title <TY> --text <TY> --title-en <EN> --text-en <EN>`, each option once with a value that is not empty. */
function announceOptions(rest: string[]): AnnounceTexts {
  const texts: AnnounceTexts = {};
  for (let i = 0; i < rest.length; i += 2) {
    const field = ANNOUNCE_OPTIONS[rest[i]];
    const value = rest[i + 1]?.trim();
    if (!field || !value || texts[field] !== undefined) throw new AgentUsageError(ANNOUNCE_USAGE);
    texts[field] = value;
  }
  return texts;
}

/** `<title…> -- <text…>`: the TY texts, as before the EN ones could be given. */
function announceWords(rest: string[]): AnnounceTexts {
  const split = rest.indexOf("--");
  const title = (split < 0 ? [] : rest.slice(0, split)).join(" ").trim();
  const content = (split < 0 ? [] : rest.slice(split + 1)).join(" ").trim();
  if (!title || !content) throw new AgentUsageError(ANNOUNCE_USAGE);
  return { title, content };
}

async function agentsHandler(input: AgentsCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<Record<string, unknown>>(
    reach,
    () =>
      callPlatform(reach.baseUrl, reach.key, {
        method: "POST",
        path: input.action === "agents.move" ? "/ops/agents/move" : "/ops/agents/figures",
        body:
          input.action === "agents.move"
            ? { username: input.username, upline: input.upline }
            : { from: input.from, to: input.to },
      }) as Promise<Record<string, unknown>>,
    (db) =>
      input.action === "agents.move"
        ? moveMember(db, reach.config, { username: input.username, upline: input.upline, actor: "cli" })
        : refreshFigures(db, input.from, input.to).then((counts) => ({
            action: "agents.figures",
            from: input.from,
            to: input.to,
            ...counts,
          })),
  );
  const line =
    input.action === "agents.move"
      ? `Moved ${result.username} under ${result.upline ?? "no upline"} with its downline (${(result.team as { total: number }).total} below it); audited`
      : `Rebuilt the team figures of ${input.from} to ${input.to}: ${result.playRows} play rows, ${result.moneyRows} money rows`;
  console.log(`${line}\n(${via})`);
  return 0;
}

async function announceHandler(input: AnnounceCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<Record<string, unknown>>(
    reach,
    () =>
      callPlatform(
        reach.baseUrl,
        reach.key,
        input.action === "announcement.publish"
          ? {
              method: "POST",
              path: "/ops/announcements",
              body: {
                type: input.type,
                title: input.title,
                content: input.content,
                titleEn: input.titleEn,
                contentEn: input.contentEn,
              },
            }
          : { method: "DELETE", path: `/ops/announcements/${encodeURIComponent(input.id)}` },
      ) as Promise<Record<string, unknown>>,
    (db) =>
      input.action === "announcement.publish"
        ? publishAudited(
            db,
            { type: input.type as (typeof ANNOUNCEMENT_TYPES)[number], texts: announcementTextsOf(input) },
            "cli",
          )
        : withdrawAudited(db, input.id, "cli"),
  );
  const line =
    input.action === "announcement.publish"
      ? `Published announcement ${result.id} (${result.type}, ${(result.languages as string[]).join(" and ")}): ${result.title}`
      : `Withdrew announcement ${result.id}`;
  console.log(`${line}\n(${via})`);
  return 0;
}

export const agentsCommand = command<AgentsCommand>({
  name: "agents",
  forms: [
    {
      arguments: "move <username> <upline|none>",
      help: "put a member, with its whole downline, under another agent\n(or under none); audited",
    },
    {
      arguments: "figures <from> [to]",
      help: "rebuild the agents' team figures of those site days\n(YYYY-MM-DD; the agent-figures job keeps yesterday and today)",
    },
  ],
  parse: parseAgentsCommand,
  handler: agentsHandler,
});

export const announceCommand = command<AnnounceCommand>({
  name: "announce",
  forms: [
    {
      arguments: "<B|PL|PU|PR|H|AG> --title <TY> --text <TY> [--title-en <EN> --text-en <EN>]",
      help: "publish an announcement now in TY and/or EN (either language may be\nleft out: its readers get the other; AG: to agents, in the agent centre);\naudited",
    },
    { arguments: "<B|PL|PU|PR|H|AG> <title…> -- <text…>", help: "publish an announcement now, in TY only; audited" },
    { arguments: "withdraw <id>", help: "withdraw an announcement; audited" },
  ],
  parse: parseAnnounceCommand,
  handler: announceHandler,
});
