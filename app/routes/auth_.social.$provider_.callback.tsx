// GET /auth/social/<provider>/callback: where the provider sends the visitor back (ADR 0033).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { finishSocial, providerOf } from "~/lib/auth/social.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const provider = providerOf(params.provider);
  if (!provider) throw new Response("Not Found", { status: 404 });
  return finishSocial(request, context, provider);
}
