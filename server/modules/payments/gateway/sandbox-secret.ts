import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { PlatformConfig } from "../../../config.js";

// The sandbox gateway's HMAC key: SANDBOX_GATEWAY_SECRET when set; otherwise generated once and kept
// under DATA_DIR/keys like the other development keys, so that callbacks signed before a restart
// still verify after it. A "memory:" data dir gets one per configuration (tests).
const inMemory = new WeakMap<PlatformConfig, string>();

export function sandboxGatewaySecret(config: PlatformConfig): string {
  if (config.SANDBOX_GATEWAY_SECRET) return config.SANDBOX_GATEWAY_SECRET;
  if (config.dataDir === "memory:") {
    let secret = inMemory.get(config);
    if (!secret) {
      secret = crypto.randomBytes(32).toString("hex");
      inMemory.set(config, secret);
    }
    return secret;
  }
  const dir = path.join(config.dataDir, "keys");
  const file = path.join(dir, "sandbox-gateway.key");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    // "wx" fails if another process wrote it first; that one's key is then read below.
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return fs.readFileSync(file, "utf8").trim();
}
