// SPEC §2.7 agentAnnouncement: the agent centre's frame; the section's content arrives with its own release.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CentrePage } from "~/components/pages/CentrePage";
import { agentSectionLoader } from "~/lib/member/centre.server";
import { pageMeta } from "~/lib/i18n/meta";

export const loader = ({ request }: LoaderFunctionArgs) => agentSectionLoader(request, "agentAnnouncement");
export const meta: MetaFunction = (args) => pageMeta(args, "member:agentCentreTitle");
export default CentrePage;
