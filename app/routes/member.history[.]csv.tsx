// Account history download (RTS 1/2): the member's last three months of account movements as a
// CSV file — a plain link, so it works without JavaScript. Read from the account record the platform
// already answers (/wps/v2/wallets/transactions), page by page.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getSession } from "~/lib/session/session.server";
import { wps } from "~/lib/platform/client.server";
import type { WalletTransaction } from "~/lib/platform/client.server";
import { historyCsv } from "~/lib/member/history-csv";

const PAGE_SIZE = 100;
/** A ceiling on what one download reads (10,000 movements); a longer history says it was cut. */
const MAX_PAGES = 100;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const token = session.get("token");
  const member = session.get("member");
  if (!token || !member) throw redirect("/?modal=login");
  if (member.isTrial) throw redirect("/?modal=needTrueAccount");
  const to = new Date();
  const from = new Date(to);
  from.setUTCMonth(from.getUTCMonth() - 3);
  const client = wps(request, context);
  const rows: WalletTransaction[] = [];
  let cut = false;
  for (let pageNo = 1; ; pageNo++) {
    const page = await client.transactions(token, {
      from: from.toISOString(),
      to: to.toISOString(),
      pageNo,
      pageSize: PAGE_SIZE,
    });
    rows.push(...page.list);
    if (pageNo >= page.totalPages) break;
    if (pageNo >= MAX_PAGES) {
      cut = true;
      break;
    }
  }
  const day = to.toISOString().slice(0, 10);
  return new Response(historyCsv(rows, cut), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="account-history-${member.account.replace(/[^\w-]/g, "")}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
