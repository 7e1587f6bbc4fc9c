// The operator's view of a member's responsible-play state (ADR 0029): limits, pending raises and the
// time-out or self-exclusion in force. There is deliberately no command that lifts or shortens any of them.
import { formatMinor } from "../../contract/money.js";
import { memberCare } from "../modules/care/index.js";
import { command, UsageError } from "./command.js";
import { fetchMemberCare } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

type MemberCareView = Awaited<ReturnType<typeof memberCare>>;

export function describeMemberCare(view: MemberCareView): string {
  const exclusion = view.exclusion
    ? `${view.exclusion.kind} (${view.exclusion.period}) from ${view.exclusion.startsAt} until ${view.exclusion.until}`
    : "none";
  // Money limits are in minor units; the session limit and its use are minutes (ADR 0034).
  const shown = (kind: string, value: string | null) =>
    value === null ? "no limit" : kind === "session" ? `${value} min` : formatMinor(value);
  const limits = view.limits.map((l) => {
    const pending = l.pending ? `; waiting: ${shown(l.kind, l.pending.amount)} from ${l.pending.from}` : "";
    return `  ${l.kind.padEnd(7)} ${l.period.padEnd(7)} ${shown(l.kind, l.amount).padStart(16)}  used ${l.kind === "session" ? `${l.used} min` : formatMinor(l.used)}${pending}`;
  });
  const reality = `  reality check ${view.reality?.interval ? `every ${view.reality.interval} min` : "off"}`;
  return `${view.username}: exclusion ${exclusion}\n${limits.join("\n")}\n${reality}`;
}

export const careCommand = command<{ username: string }>({
  name: "care",
  forms: [
    {
      arguments: "<username>",
      help: "the member's limits, waiting raises and time-out or self-exclusion\n(seen only: nobody can lift them early)",
    },
  ],
  parse: (args) => {
    if (args.length !== 1 || !args[0]) throw new UsageError("care needs exactly one username");
    return { username: args[0] };
  },
  handler: async ({ username }, reach) => {
    const { result, via } = await platformThenDatabase(
      reach,
      async () => (await fetchMemberCare(reach.baseUrl, reach.key, username)) as MemberCareView,
      (db) => memberCare(db, username),
    );
    console.log(`${describeMemberCare(result)}\n(${via})`);
    return 0;
  },
});
