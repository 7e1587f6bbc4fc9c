import CryptoJS from "crypto-js";
import { describe, expect, it } from "vitest";
import { chatUrl, decryptChatPath, outsideChatUrl, serviceChatUrl } from "~/lib/content/customerService.server";

// As the platform builds it (docs/platform-calls.md): base64(DES-ECB-PKCS7(url, key)) + key.
function encrypt(url: string, key: string): string {
  const cipher = CryptoJS.DES.encrypt(url, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return cipher.toString() + key;
}

describe("customer-service decryption — SPEC §3", () => {
  it("decrypts the path with its last 8 characters as the key", () => {
    const url = "https://chat.example.com/room?merchant=LARO&lang=tl";
    expect(decryptChatPath(encrypt(url, "Ab3dEf7h"))).toBe(url);
  });

  it("decrypts a vector made by OpenSSL, not by crypto-js", () => {
    // printf 'https://x.example/' | openssl enc -des-ecb -K 3132333435363738 -provider legacy -provider default | base64
    expect(decryptChatPath("Sgq94WOrg/L0n+8qb4XR4+RASzlaenbp12345678")).toBe("https://x.example/");
  });

  it("refuses a wrong key, garbage, or a non-http result", () => {
    const path = encrypt("https://chat.example.com/", "Ab3dEf7h");
    expect(decryptChatPath(`${path.slice(0, -8)}WRONGKEY`)).toBeNull();
    expect(decryptChatPath("short")).toBeNull();
    expect(decryptChatPath("!!!not-base64!!!12345678")).toBeNull();
    expect(decryptChatPath(encrypt("javascript:alert(1)", "Ab3dEf7h"))).toBeNull();
  });

  it("takes a path of the site itself (a desk on the site's own pages), never one that leaves it — ADR 0063", () => {
    expect(decryptChatPath(encrypt("/member/messageV2?tab=feedback", "Ab3dEf7h"))).toBe(
      "/member/messageV2?tab=feedback",
    );
    for (const leaving of ["//evil.com/x", "/\\evil.com", "/.//evil.com", "/%2e//evil.com", "/a b"])
      expect(decryptChatPath(encrypt(leaving, "Ab3dEf7h")), leaving).toBeNull();
  });

  it("offers the maintenance and blocked screens the operator's chat only, not a page behind them", () => {
    expect(outsideChatUrl([{ type: "3", path: encrypt("/member/messageV2?tab=feedback", "LIVEkey1") }])).toBeNull();
    expect(outsideChatUrl([{ type: "3", path: encrypt("https://chat.operator.ph/", "LIVEkey1") }])).toBe(
      "https://chat.operator.ph/",
    );
    expect(outsideChatUrl([])).toBeNull();
  });

  it("picks the live chat (type 3) from the path list", () => {
    const list = [
      { type: "4", path: encrypt("https://vip.example.com/", "VIPkey12") },
      { type: "3", path: encrypt("https://live.example.com/", "LIVEkey1") },
    ];
    expect(chatUrl(list)).toBe("https://live.example.com/");
    expect(chatUrl(list, "4")).toBe("https://vip.example.com/");
    expect(chatUrl([])).toBeNull();
  });

  it("serves a member above rank level 4 by the VIP desk (type 4), others and a site without one by live chat — SPEC §6", () => {
    const live = { type: "3", path: encrypt("https://live.example.com/", "LIVEkey1") };
    const vip = { type: "4", path: encrypt("https://vip.example.com/", "VIPkey12") };
    expect(serviceChatUrl([live, vip], 5)).toBe("https://vip.example.com/");
    expect(serviceChatUrl([live, vip], 4)).toBe("https://live.example.com/");
    expect(serviceChatUrl([live, vip], 0)).toBe("https://live.example.com/");
    expect(serviceChatUrl([live], 6)).toBe("https://live.example.com/");
  });
});
