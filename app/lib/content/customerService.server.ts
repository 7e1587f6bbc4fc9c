// Customer-service links (SPEC §3, docs/platform-calls.md): an entry's path is
// base64(DES-ECB-PKCS7(url, key)) followed by the 8-character key. Decrypted here, on the server,
// so crypto-js never reaches the browser.
import CryptoJS from "crypto-js";
import { VIP_SERVICE_ABOVE } from "~contract/vip";
import { remembered } from "../cache/remembered";
import { safeRedirectPath } from "../shell/urls";

export const LIVE_CHAT_TYPE = "3";
export const VIP_CHAT_TYPE = "4";
const KEY_LENGTH = 8;

/**
 * Where a desk sends the player: the operator's chat (an https URL) or a page of this site (a path such as
 * /member/messageV2?tab=feedback, ADR 0063); null when the path does not decrypt to either.
 */
export const decryptChatPath = remembered(decrypt);

function decrypt(path: string): string | null {
  if (typeof path !== "string" || path.length <= KEY_LENGTH) return null;
  const key = CryptoJS.enc.Utf8.parse(path.slice(-KEY_LENGTH));
  const cipherText = path.slice(0, -KEY_LENGTH);
  let plain: string;
  try {
    plain = CryptoJS.DES.decrypt(cipherText, key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString(
      CryptoJS.enc.Utf8,
    );
  } catch {
    return null;
  }
  // A page of this site: the one redirect check (ADR 0058) refuses a path that leaves it ("//host", "/.//host").
  if (plain.startsWith("/")) return /\s/.test(plain) ? null : safeRedirectPath(plain, "") || null;
  try {
    const url = new URL(plain);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

export function chatUrl(
  pathList: readonly { type: string; path: string }[],
  type: string = LIVE_CHAT_TYPE,
): string | null {
  const entry = pathList.find((item) => item.type === type);
  return entry ? decryptChatPath(entry.path) : null;
}

/** SPEC §6: VIP customer service for a member above rank level 4, live chat otherwise (and when there is no VIP entry). */
export function serviceChatUrl(pathList: readonly { type: string; path: string }[], rankLevel: number): string | null {
  const live = chatUrl(pathList);
  return rankLevel > VIP_SERVICE_ABOVE ? (chatUrl(pathList, VIP_CHAT_TYPE) ?? live) : live;
}

/**
 * The live chat for the maintenance and blocked screens: only the operator's own chat service helps there, as
 * a page of the site (the member centre's feedback) is behind the very screen that shows it.
 */
export function outsideChatUrl(pathList: readonly { type: string; path: string }[]): string | null {
  const url = chatUrl(pathList);
  return url && !url.startsWith("/") ? url : null;
}
