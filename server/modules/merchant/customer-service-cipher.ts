import crypto from "node:crypto";
import CryptoJS from "crypto-js";

// SPEC §3: a customer-service path is base64(DES-ECB-PKCS7(url)) followed by the
// 8-character key. DES is what the web client expects, not a security boundary:
// the key travels with the cipher text; it only keeps chat links out of plain sight.
const KEY_LENGTH = 8;
const KEY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

const options = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };

export function randomCustomerServiceKey(): string {
  return Array.from({ length: KEY_LENGTH }, () => KEY_ALPHABET[crypto.randomInt(KEY_ALPHABET.length)]).join("");
}

export function encryptCustomerServicePath(url: string, key: string = randomCustomerServiceKey()): string {
  if (key.length !== KEY_LENGTH) throw new Error(`customer-service key must be ${KEY_LENGTH} characters`);
  const cipherText = CryptoJS.DES.encrypt(url, CryptoJS.enc.Utf8.parse(key), options).toString();
  return cipherText + key;
}

export function decryptCustomerServicePath(path: string): string {
  if (path.length <= KEY_LENGTH) throw new Error("customer-service path too short");
  const key = path.slice(-KEY_LENGTH);
  const cipherText = path.slice(0, -KEY_LENGTH);
  let url = "";
  try {
    url = CryptoJS.DES.decrypt(cipherText, CryptoJS.enc.Utf8.parse(key), options).toString(CryptoJS.enc.Utf8);
  } catch {
    // crypto-js throws "Malformed UTF-8 data" when the key does not fit the cipher text
  }
  if (!url) throw new Error("customer-service path does not decrypt with its key");
  return url;
}
