// /lottery/verify?gameCode=&issue= (DESIGN §10 "Fairness"): a house draw recomputed by the platform
// from what was published — the chain's commitment before the draw, the link revealed after it — as a page that
// needs no JavaScript.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DrawProofPage } from "~/components/lottery/DrawProofPage";
import { pageMeta } from "~/lib/i18n/meta";
import { proofLoader } from "~/lib/lottery/lottery.server";

export const loader = (args: LoaderFunctionArgs) => proofLoader(args);
export const meta: MetaFunction = (args) => pageMeta(args, "lottery:proof.title");
export default DrawProofPage;
