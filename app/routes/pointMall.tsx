import type { MetaFunction } from "@remix-run/node";
import { EmptyStatePage } from "~/components/pages/EmptyStatePage";
import { pageMeta } from "~/lib/i18n/meta";

export const meta: MetaFunction = (args) => pageMeta(args, "games:pointMall.title");

export default function Page() {
  return <EmptyStatePage section="pointMall" />;
}
