import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { favouriteAction } from "~/lib/games/catalogue.server";

/** POST nodeId, vendor, gameType, favourite=1|0, redirectTo: adds or removes a favourite (SPEC §4). */
export function action(args: ActionFunctionArgs) {
  return favouriteAction(args);
}

export function loader() {
  return redirect("/");
}
