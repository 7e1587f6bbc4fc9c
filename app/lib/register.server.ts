import type { LoaderFunctionArgs } from "@remix-run/node";
import { fromPlatform } from "./errors.server";
import { promotionCard } from "./promotions.server";
import { wps } from "./wps.server";

/** SPEC §2.4: the registration page shows the new-player promotions beside the form. */
export async function registerLoader({ request, context }: LoaderFunctionArgs) {
  const page = await fromPlatform(wps(request, context).promotions({ category: "new_player", pageNo: 1, pageSize: 10 }));
  return { welcome: page.list.map(promotionCard) };
}
