// GET /captcha.png: a fresh captcha image (SPEC §4). Its id stays in the session, so the answer
// typed next to it is checked against this image and no other.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { commitSession, getSession } from "~/lib/session/session.server";
import { PlatformError, PlatformUnreachableError, wps } from "~/lib/platform/client.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request);
  try {
    const { captchaId, image } = await wps(request, context).captcha();
    session.set("captchaId", captchaId);
    const base64 = image.replace(/^data:image\/png;base64,/, "");
    return new Response(Buffer.from(base64, "base64"), {
      headers: { "Content-Type": "image/png", "Cache-Control": "no-store", "Set-Cookie": await commitSession(session) },
    });
  } catch (error) {
    if (error instanceof PlatformUnreachableError || error instanceof PlatformError) {
      return new Response(null, { status: 503, headers: { "Cache-Control": "no-store" } });
    }
    throw error;
  }
}
