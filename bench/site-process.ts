// The bench's own entry for the site's two processes (`platform` or `web`): the same code `npm start`
// runs, under a command line of the bench's own, so that stopping a developer's site by its command
// line (server/main.ts, serve-web) on a shared machine leaves a bench run alone.
export {};

const which = process.argv[2];
if (which === "platform") await import("../server/main.js");
else if (which === "web") await import("../scripts/serve-web.js");
else throw new Error(`bench/site-process.ts: platform or web, not ${which}`);
