import { describe, expect, it } from "vitest";
import CryptoJS from "crypto-js";
import {
  decryptCustomerServicePath,
  encryptCustomerServicePath,
  randomCustomerServiceKey,
} from "../../server/modules/merchant/customer-service-cipher.js";

describe("customer-service path cipher", () => {
  it("round-trips a URL, with the key as the last 8 characters", () => {
    const url = "https://chat.operator.ph/room/laro?lang=vi&ref=Tiếng-Việt";
    const path = encryptCustomerServicePath(url, "Ab3dEf7h");
    expect(path.endsWith("Ab3dEf7h")).toBe(true);
    expect(decryptCustomerServicePath(path)).toBe(url);
  });

  it("round-trips a path of the site itself", () => {
    expect(decryptCustomerServicePath(encryptCustomerServicePath("/member/messageV2?tab=feedback"))).toBe(
      "/member/messageV2?tab=feedback",
    );
  });

  it("is plain DES-ECB-PKCS7 in base64, as the web client decrypts it", () => {
    const path = encryptCustomerServicePath("https://chat.example/x", "k3yK3yk3");
    const key = CryptoJS.enc.Utf8.parse("k3yK3yk3");
    const plain = CryptoJS.DES.decrypt(path.slice(0, -8), key, {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    });
    expect(plain.toString(CryptoJS.enc.Utf8)).toBe("https://chat.example/x");
    expect(path.slice(0, -8)).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
  });

  it("uses a fresh random key each time", () => {
    const keys = new Set(Array.from({ length: 20 }, () => randomCustomerServiceKey()));
    expect(keys.size).toBe(20);
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9]{8}$/);
    const a = encryptCustomerServicePath("https://chat.example/");
    const b = encryptCustomerServicePath("https://chat.example/");
    expect(a).not.toBe(b);
    expect(decryptCustomerServicePath(a)).toBe(decryptCustomerServicePath(b));
  });

  it("refuses a path whose key does not fit, and a key of the wrong length", () => {
    const path = encryptCustomerServicePath("https://chat.example/", "Ab3dEf7h");
    expect(() => decryptCustomerServicePath(`${path.slice(0, -8)}Zz9yXx8w`)).toThrow(/does not decrypt/);
    expect(() => decryptCustomerServicePath("short")).toThrow(/too short/);
    expect(() => encryptCustomerServicePath("https://chat.example/", "short")).toThrow(/8 characters/);
  });
});
