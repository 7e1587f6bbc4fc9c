import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CentrePage } from "~/components/pages/CentrePage";
import { centreLoader } from "~/lib/centres.server";
import { pageMeta } from "~/lib/meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => centreLoader(request, "agent", params.section);
export const meta: MetaFunction = (args) => pageMeta(args, "member:agentCentreTitle");
export default CentrePage;
