// SPEC §2.1 /lottery: the lottery — every game of the in-house lottery vendor: lobby, betting, results, tickets.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { LotteryPage } from "~/components/lottery/LotteryPage";
import { lotteryAction, lotteryLoader } from "~/lib/lottery/lottery.server";
import { pageMeta } from "~/lib/i18n/meta";

export const loader = (args: LoaderFunctionArgs) => lotteryLoader(args, "all");
export const action = (args: ActionFunctionArgs) => lotteryAction(args);
export const meta: MetaFunction = (args) => pageMeta(args, "lottery:title.all");
export default LotteryPage;
