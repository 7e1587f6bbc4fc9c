// `npm run ops`: the operator CLI from its bundle (scripts/ops-bundle.mjs), built at the first call and again
// when a source is newer, so a call starts in well under a second instead of compiling the server each time.
import { pathToFileURL } from "node:url";
import { freshOpsBundle } from "./ops-bundle.mjs";

await import(pathToFileURL(await freshOpsBundle()).href);
