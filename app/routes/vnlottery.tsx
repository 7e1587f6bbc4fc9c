// SPEC §2.1 /vnlottery: the lottery — the Vietnamese regional draws and the house's Vietnamese-style fast draws (also /vnLottery, another frame): lobby, betting, results, tickets.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { LotteryPage } from "~/components/lottery/LotteryPage";
import { lotteryAction, lotteryLoader } from "~/lib/lottery/lottery.server";
import { pageMeta } from "~/lib/i18n/meta";

export const loader = (args: LoaderFunctionArgs) => lotteryLoader(args, "vn");
export const action = (args: ActionFunctionArgs) => lotteryAction(args);
export const meta: MetaFunction = (args) => pageMeta(args, "lottery:title.vn");
export default LotteryPage;
