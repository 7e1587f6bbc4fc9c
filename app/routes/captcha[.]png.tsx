// GET /captcha.png: the session's captcha image (SPEC §4). Its id stays in the session, so the answer
// typed next to it is checked against this image and no other. While that challenge is unanswered the
// same image is drawn again (a form back for another field keeps its answer, ADR 0068); ?new=1 (the
// refresh button or link) asks for another.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { commitSession, getSession } from "~/lib/session/session.server";
import { PlatformError, PlatformUnreachableError, wps } from "~/lib/platform/client.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request);
  try {
    const fresh = new URL(request.url).searchParams.get("new") === "1";
    const { captchaId, image } = await wps(request, context).captcha(fresh ? undefined : session.get("captchaId"));
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
