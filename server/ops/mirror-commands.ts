// The site's public mirrors, which the speed test times from the player's browser (ADR 0066).
import { changeMirrors, describeMirrors, listMirrors, type MirrorCommand } from "../modules/merchant/index.js";
import { command, type Reach } from "./command.js";
import { callPlatform } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

type MirrorsCommand = MirrorCommand | { action: "mirror.list" };

async function applyMirrors(mirror: MirrorsCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase(
    reach,
    async () => {
      const call =
        mirror.action === "mirror.list"
          ? { method: "GET", path: "/ops/mirrors" }
          : {
              method: mirror.action === "mirror.add" ? "POST" : "DELETE",
              path: "/ops/mirrors",
              body: { address: mirror.address },
            };
      return ((await callPlatform(reach.baseUrl, reach.key, call)) as { mirrors: string[] }).mirrors;
    },
    (db) => (mirror.action === "mirror.list" ? listMirrors(db) : changeMirrors(db, mirror, "cli")),
  );
  console.log(`${describeMirrors(result)} (${via})`);
  return 0;
}

export const mirrorsCommand = command<MirrorsCommand>({
  name: "mirrors",
  forms: [
    { arguments: "", help: "list the site's public mirrors, which the speed test times in the player's browser" },
    {
      arguments: "add <https://host>",
      help: "add a public mirror (https, a public host name; never an internal address)",
    },
    { arguments: "remove <https://host>", help: "remove a mirror" },
  ],
  parse: ([verb, address, ...rest]) => {
    if (verb === undefined) return { action: "mirror.list" };
    if ((verb === "add" || verb === "remove") && address !== undefined && rest.length === 0)
      return { action: verb === "add" ? "mirror.add" : "mirror.remove", address };
    return null;
  },
  handler: applyMirrors,
});
