// Remember-me (SPEC §3): the merchant login id and username, and the flags loginRemember and
// loginTypeSms, kept for one day (864e5 ms) to prefill the next login.
import { parseCookies, serializeCookie } from "~/lib/session/cookies";

export const REMEMBER_SECONDS = 86_400;
export const REMEMBER_COOKIES = {
  merchant: "loginMerchant",
  username: "loginUsername",
  remember: "loginRemember",
  typeSms: "loginTypeSms",
} as const;

export type Remembered = { remember: boolean; username: string; merchant: string; typeSms: boolean };

export function readRemembered(cookieHeader: string | null): Remembered {
  const cookies = parseCookies(cookieHeader);
  const remember = cookies[REMEMBER_COOKIES.remember] === "1";
  return {
    remember,
    username: remember ? (cookies[REMEMBER_COOKIES.username] ?? "") : "",
    merchant: remember ? (cookies[REMEMBER_COOKIES.merchant] ?? "") : "",
    typeSms: remember && cookies[REMEMBER_COOKIES.typeSms] === "1",
  };
}

/** The Set-Cookie values after a login: stored for a day when asked, else cleared. */
export function rememberCookies(input: {
  remember: boolean;
  username: string;
  merchant: string;
  typeSms: boolean;
  secure: boolean;
}): string[] {
  const maxAge = input.remember ? REMEMBER_SECONDS : 0;
  const options = { maxAge, secure: input.secure };
  return [
    serializeCookie(REMEMBER_COOKIES.merchant, input.remember ? input.merchant : "", options),
    serializeCookie(REMEMBER_COOKIES.username, input.remember ? input.username : "", options),
    serializeCookie(REMEMBER_COOKIES.remember, input.remember ? "1" : "", options),
    serializeCookie(REMEMBER_COOKIES.typeSms, input.remember && input.typeSms ? "1" : "", options),
  ];
}
