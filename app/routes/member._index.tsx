import { redirect } from "@remix-run/node";

// SPEC §2.6: the member centre opens on securityCenter.
export const loader = () => redirect("/member/securityCenter");
