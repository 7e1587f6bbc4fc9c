// Encrypted calls (docs/platform-calls.md): login, registration and password payloads travel to the
// platform as a compact JWE (RSA-OAEP-256 + A256GCM) under the platform's current public key.
import { CompactEncrypt, importJWK, type JWK, type KeyLike } from "jose";
import { PlatformError } from "./failures.server";
import type { KeySource, Sealer } from "./transport.server";

const ALG = "RSA-OAEP-256";
const ENC = "A256GCM";

type CurrentKey = { kid: string; key: KeyLike | Uint8Array };
let current: Promise<CurrentKey> | null = null;
const byKid = new Map<string, KeyLike | Uint8Array>();

async function fetchKey(client: KeySource): Promise<CurrentKey> {
  const { kid, jwk } = await client.encryptionKey();
  let key = byKid.get(kid);
  if (!key) {
    key = await importJWK(jwk as JWK, ALG);
    byKid.set(kid, key);
  }
  return { kid, key };
}

function currentKey(client: KeySource, refresh: boolean): Promise<CurrentKey> {
  if (!current || refresh) {
    current = fetchKey(client);
    // A failed fetch is not remembered: the next call asks again.
    current.catch(() => {
      current = null;
    });
  }
  return current;
}

async function encrypt(payload: Record<string, unknown>, { kid, key }: CurrentKey): Promise<string> {
  const plaintext = new TextEncoder().encode(JSON.stringify({ ...payload, at: Date.now() }));
  return new CompactEncrypt(plaintext).setProtectedHeader({ alg: ALG, enc: ENC, kid }).encrypt(key);
}

export const seal: Sealer = async (client, payload) => ({
  jwe: await encrypt(payload, await currentKey(client, false)),
});

/**
 * An encrypted call; when the platform says ENCRYPTION_REQUIRED (its key changed, e.g. a restart
 * with new dev keys) the key is fetched again and the call made once more.
 */
export async function withSealing<T>(client: KeySource, call: (sealer: Sealer) => Promise<T>): Promise<T> {
  try {
    return await call(seal);
  } catch (error) {
    if (!(error instanceof PlatformError) || error.code !== "ENCRYPTION_REQUIRED") throw error;
    const fresh = await currentKey(client, true);
    return call(async (_client, payload) => ({ jwe: await encrypt(payload, fresh) }));
  }
}
