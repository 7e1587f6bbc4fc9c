import type { PlatformConfig } from "../config.js";
import type { Db } from "../db/connect.js";

export async function seedDemo(_db: Db, _config: PlatformConfig): Promise<void> {}
