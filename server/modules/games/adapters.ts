import { openVendorSession } from "../vendors/index.js";
import type { Member } from "../accounts/index.js";
import type { PlatformConfig } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { INHOUSE_VENDOR } from "./inhouse/games.js";

// The vendors this platform can open games of (ADR 0031). A vendor is connected when its adapter is
// here; an outside vendor's adapter is added (registerVendorAdapter) only once its integration and its
// credentials are configured. The catalogue shows players only connected vendors (and those the
// operator announces as coming soon), so a game that cannot open is never offered as if it could.

/** What a launch needs of the platform: its database and settings (the HTTP server passes itself). */
export type Platform = { db: Db; config: PlatformConfig };

export type LaunchRequest = {
  platform: Platform;
  member: Member;
  gameCode: string;
  language: "TY" | "EN";
  wallet: "main" | "vendor";
};

export interface VendorAdapter {
  /** The address the site frames for this game session. */
  launch(request: LaunchRequest): Promise<{ url: string }>;
}

/** The in-house vendor: its pages on this platform (games/inhouse/pages), opened with a game session's token. */
const inhouseAdapter: VendorAdapter = {
  async launch({ platform, member, gameCode, language, wallet }) {
    const token = await openVendorSession(platform.db, {
      memberId: member.id,
      vendor: INHOUSE_VENDOR,
      gameCode,
      wallet,
    });
    return { url: `/wps/inhouse/${encodeURIComponent(gameCode)}?${new URLSearchParams({ token, lng: language })}` };
  },
};

const adapters = new Map<string, VendorAdapter>([[INHOUSE_VENDOR, inhouseAdapter]]);

/** Connects an outside vendor (its adapter, built with its credentials). */
export function registerVendorAdapter(code: string, adapter: VendorAdapter): void {
  adapters.set(code, adapter);
}

export const vendorAdapter = (code: string): VendorAdapter | undefined => adapters.get(code);

/** The codes of the vendors whose games can be opened here. */
export const connectedVendors = (): string[] => [...adapters.keys()];
