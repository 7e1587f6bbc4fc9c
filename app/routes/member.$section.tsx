import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { MemberCentre } from "~/components/member/MemberCentre";
import { memberCentreActionFor, memberCentreLoader } from "~/lib/centres.server";
import { pageMeta } from "~/lib/meta";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => memberCentreLoader(request, context, params.section);
export const action = ({ request, context, params }: ActionFunctionArgs) => memberCentreActionFor(request, context, params.section);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export default MemberCentre;

/**
 * A form answered in place (an error, or "please confirm") changed nothing: loading the section again
 * would remount its forms (they are keyed by the form render's requestKey) under the member's fingers.
 * A form that did its work redirects, and the page loads afresh with a new key.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === "object" && "intent" in actionResult ? false : defaultShouldRevalidate;
