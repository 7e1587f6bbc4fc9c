import type { MetaFunction } from "@remix-run/node";
import { EmptyStatePage } from "~/components/pages/EmptyStatePage";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => pageMeta(args, "games:inhouse.title");

export default function Page() {
  return <EmptyStatePage section="inhouse" categories />;
}
