import type { LoaderFunctionArgs } from "@remix-run/node";
import { fromPlatform } from "~/lib/platform/errors.server";
import { registerView } from "~/lib/shell/modals.server";
import { promotionCard } from "~/lib/content/promotions.server";
import { shellToggles } from "~/lib/shell/toggles";
import { wps } from "~/lib/platform/client.server";

/** SPEC §2.4: the registration page: the form by the platform's rules, and the new-player promotions. */
export async function registerLoader({ request, context }: LoaderFunctionArgs) {
  const client = wps(request, context);
  const [page, status] = await Promise.all([
    fromPlatform(client.promotions({ category: "new_player", pageNo: 1, pageSize: 10 })),
    fromPlatform(client.status(new URL(request.url).host)),
  ]);
  const view = await fromPlatform(registerView(client, request, shellToggles(status.info.whitelabel).directRegister));
  return { welcome: page.list.map(promotionCard), view };
}
