import { hash, verify, type Options } from "@node-rs/argon2";
import type { PlatformConfig } from "../../config.js";

// argon2id (Algorithm.Argon2id = 2); the cost comes from config so that tests can run cheaply
// while production keeps OWASP's minimum (19 MiB, 2 passes).
const options = (config: PlatformConfig): Options => ({
  algorithm: 2,
  memoryCost: config.ARGON2_MEMORY_KIB,
  timeCost: config.ARGON2_ITERATIONS,
  parallelism: 1,
});

export function hashPassword(config: PlatformConfig, password: string): Promise<string> {
  return hash(password, options(config));
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// An unknown username is checked against this hash of the same cost, so that it takes as long
// as a wrong password and the timing tells nothing.
const dummies = new WeakMap<PlatformConfig, Promise<string>>();
export function dummyHash(config: PlatformConfig): Promise<string> {
  let found = dummies.get(config);
  if (!found) dummies.set(config, (found = hashPassword(config, "not-a-member-password")));
  return found;
}
