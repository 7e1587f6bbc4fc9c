import { lazy, Suspense, type ComponentProps } from "react";
import type * as Recent from "./RecentGames";
import type * as VendorGames from "./VendorGamesModal";

// A member's recent games and a vendor's pop-up are fetched only when a page shows them, so a visitor's
// home page carries no game-card code (ADR 0027); their server HTML stays usable meanwhile.
const RecentGamesList = lazy(() => import("./RecentGames").then((m) => ({ default: m.RecentGames })));
const VendorGamesPopUp = lazy(() => import("./VendorGamesModal").then((m) => ({ default: m.VendorGamesModal })));

export function RecentGames(props: ComponentProps<typeof Recent.RecentGames>) {
  return (
    <Suspense fallback={null}>
      <RecentGamesList {...props} />
    </Suspense>
  );
}

export function VendorGamesModal(props: ComponentProps<typeof VendorGames.VendorGamesModal>) {
  return (
    <Suspense fallback={null}>
      <VendorGamesPopUp {...props} />
    </Suspense>
  );
}
