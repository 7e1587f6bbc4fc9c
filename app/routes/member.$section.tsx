import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { MemberCentre } from "~/components/member/MemberCentre";
import { memberCentreActionFor, memberCentreLoader } from "~/lib/centres.server";
import { pageMeta } from "~/lib/meta";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => memberCentreLoader(request, context, params.section);
export const action = ({ request, context, params }: ActionFunctionArgs) => memberCentreActionFor(request, context, params.section);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export default MemberCentre;
