import { useTranslation } from "react-i18next";
import { Modal } from "~/components/modals/Modal";
import { EmptyState } from "~/components/ui/EmptyState";
import { Pager } from "~/components/ui/Pager";
import { VENDOR_MODAL_PARAMS } from "~/lib/games/catalogue";
import type { VendorModal } from "~/lib/games/catalogue.server";
import { hrefWith, type Place } from "~/lib/shell/urls";
import { GameGrid, type Favourites } from "./GameCard";

/** SPEC §4: a VASSALAGE vendor opens its game list in a pop-up, addressed by URL (ADR 0003). */
export function VendorGamesModal({
  data,
  place,
  favourites,
}: {
  data: NonNullable<VendorModal>;
  place: Place;
  favourites: Favourites;
}) {
  const { t } = useTranslation("games");
  const closeHref = hrefWith(place, Object.fromEntries(VENDOR_MODAL_PARAMS.map((key) => [key, null])));
  const { vendor, games } = data;
  return (
    <Modal
      id="modal-vendorGames"
      title={t("lobby.vendorGames", { vendor: vendor.name })}
      closeHref={closeHref}
      size="wide"
    >
      {vendor.status === "maintenance" ? <p className="lobby__notice">{t("lobby.vendorMaintenance")}</p> : null}
      {games.list.length > 0 ? (
        <GameGrid games={games.list} favourites={favourites} label={t("lobby.vendorGames", { vendor: vendor.name })} />
      ) : (
        <EmptyState title={t("lobby.empty")} />
      )}
      <Pager
        current={games.pageNo}
        totalPages={games.totalPages}
        href={(page) => hrefWith(place, { vendorPage: page })}
        label={t("lobby.pagesLabel")}
      />
    </Modal>
  );
}
