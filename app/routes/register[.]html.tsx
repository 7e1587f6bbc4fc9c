import type { MetaFunction } from "@remix-run/node";
import { RegisterPage } from "~/components/pages/RegisterPage";
import { pageMeta } from "~/lib/i18n/meta";

export { registerLoader as loader } from "~/lib/auth/registerPage.server";
export const meta: MetaFunction = (args) => pageMeta(args, "auth:registerTitle");
export default RegisterPage;
