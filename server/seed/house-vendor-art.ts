import type { Tx } from "../db/connect.js";
import { gameCardSvg, vendorLogoSvg, type VendorColours } from "../modules/games/index.js";
import { putMedia } from "../modules/media/index.js";

/**
 * An in-house vendor's pictures, drawn by us: its logo at `vendors/<code>.svg` and a card per game at
 * `games/<nodeId>.svg`, the paths its catalogue rows name. `gameClassify` picks the card's motif.
 */
export async function putHouseVendorArt(
  tx: Tx,
  vendor: { code: string; name: string; colours: VendorColours },
  cards: { nodeId: string; name: string; gameClassify: string }[],
): Promise<void> {
  const { code, name, colours } = vendor;
  await putMedia(tx, [
    { path: `vendors/${code}.svg`, contentType: "image/svg+xml", body: vendorLogoSvg({ code, name, colours }) },
    ...cards.map((g) => ({
      path: `games/${g.nodeId}.svg`,
      contentType: "image/svg+xml",
      body: gameCardSvg({
        nodeId: g.nodeId,
        name: g.name,
        vendorName: name,
        vendorCode: code,
        gameClassify: g.gameClassify,
        colours,
      }),
    })),
  ]);
}
