import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

// SPEC §2.1 names /download among the guard's exceptions; the download page itself is /down.
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/down${new URL(request.url).search}`, 301);
}
