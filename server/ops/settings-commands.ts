// The operator's site switches: maintenance, region rules, registration fields and feature toggles.
import { z } from "zod";
import {
  applyOperatorCommand,
  readOperatorSettings,
  type OperatorCommand,
  type OperatorSettings,
} from "../modules/system/index.js";
import { InvalidCidrError, normalizeCidr } from "../modules/system/index.js";
import {
  applySiteSwitch,
  describeSiteSwitch,
  REGISTER_SWITCHES,
  type RegisterSwitch,
  type SiteSwitchCommand,
} from "../modules/merchant/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { sendSiteSwitch, sendToPlatform } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

type SettingsCommand = OperatorCommand | { action: "settings" };

const untilTime = z.string().datetime({ offset: true });
const list = (ranges: string[]) => (ranges.length ? ranges.join(", ") : "none");

export function describeSettings(s: OperatorSettings): string {
  const maintenance = s.maintenance ? `on${s.maintenanceUntil ? ` until ${s.maintenanceUntil}` : ""}` : "off";
  return `maintenance ${maintenance}; blocked: ${list(s.region.block)}; allowed: ${list(s.region.allow)}`;
}

export function headline(command: SettingsCommand): string {
  switch (command.action) {
    case "settings":
      return "Operator settings";
    case "maintenance":
      return command.enabled ? "Maintenance switched on" : "Maintenance switched off";
    case "region.block":
      return `Blocked ${command.cidr}`;
    case "region.allow":
      return `Allowed ${command.cidr}`;
    case "region.clear":
      return "Region rules cleared";
  }
}

async function applySetting(setting: SettingsCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase(
    reach,
    () => sendToPlatform(reach.baseUrl, reach.key, setting),
    (db) => (setting.action === "settings" ? readOperatorSettings(db) : applyOperatorCommand(db, setting, "cli")),
  );
  console.log(`${headline(setting)}: ${describeSettings(result)} (${via})`);
  return 0;
}

async function applySwitch(change: SiteSwitchCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase(
    reach,
    () => sendSiteSwitch(reach.baseUrl, reach.key, change),
    (db) => applySiteSwitch(db, change, "cli"),
  );
  console.log(`${describeSiteSwitch(result)} (${via})`);
  return 0;
}

export const maintenanceCommand = command<SettingsCommand>({
  name: "maintenance",
  forms: [
    {
      arguments: "on [--until <time>]",
      help: "show every visitor the maintenance screen (status 1);\n<time> is when you expect to be back, e.g. 2026-01-31T08:00:00+07:00",
    },
    { arguments: "off", help: "end maintenance" },
  ],
  parse: ([verb, ...rest]) => {
    if (verb === "off" && rest.length === 0) return { action: "maintenance", enabled: false };
    if (verb === "on" && rest.length === 0) return { action: "maintenance", enabled: true };
    if (verb === "on" && rest.length === 2 && rest[0] === "--until") {
      if (!untilTime.safeParse(rest[1]).success)
        throw new UsageError(`"${rest[1]}" is not a time with a zone, e.g. 2026-01-31T08:00:00+07:00`);
      return { action: "maintenance", enabled: true, until: new Date(rest[1]).toISOString() };
    }
    return null;
  },
  handler: applySetting,
});

export const regionCommand = command<SettingsCommand>({
  name: "region",
  forms: [
    { arguments: "block <CIDR>", help: "refuse visitors from a range, e.g. 203.0.113.0/24 or 2001:db8::/32" },
    { arguments: "allow <CIDR>", help: "once any range is allowed, refuse visitors outside the allowed ranges" },
    { arguments: "clear", help: "remove every block and allow range" },
  ],
  parse: ([verb, ...rest]) => {
    if (verb === "clear" && rest.length === 0) return { action: "region.clear" };
    if (verb !== "block" && verb !== "allow") return null;
    if (rest.length !== 1) throw new UsageError(`region ${verb} needs exactly one CIDR range`);
    try {
      return { action: verb === "block" ? "region.block" : "region.allow", cidr: normalizeCidr(rest[0]) };
    } catch (error) {
      if (error instanceof InvalidCidrError) throw new UsageError(error.message);
      throw error;
    }
  },
  handler: applySetting,
});

export const settingsCommand = command<SettingsCommand>({
  name: "settings",
  forms: [{ arguments: "", help: "print the current operator settings" }],
  parse: (args) => (args.length === 0 ? { action: "settings" } : null),
  handler: applySetting,
});

export const registerCommand = command<SiteSwitchCommand>({
  name: "register",
  forms: [
    { arguments: "<field> on|off", help: "show or hide a registration field (SPEC §3), e.g. register captcha off" },
    { arguments: "<field> required|optional", help: "make a shown registration field required or optional" },
  ],
  parse: ([field, ...rest]) => {
    if (!field || rest.length !== 1) return null;
    if (!(REGISTER_SWITCHES as readonly string[]).includes(rest[0]))
      throw new UsageError(`register ${field} takes one of ${REGISTER_SWITCHES.join(", ")}`);
    return { action: "register", field, change: rest[0] as RegisterSwitch };
  },
  handler: applySwitch,
});

export const toggleCommand = command<SiteSwitchCommand>({
  name: "toggle",
  forms: [
    { arguments: "<MODID> on|off", help: "switch a feature toggle (SPEC §6), e.g. toggle MOBILEVERCODELOGIN3 off" },
  ],
  parse: ([modId, ...rest]) =>
    modId && rest.length === 1 && (rest[0] === "on" || rest[0] === "off")
      ? { action: "toggle", modId, enabled: rest[0] === "on" }
      : null,
  handler: applySwitch,
});
