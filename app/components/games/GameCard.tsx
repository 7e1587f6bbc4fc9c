import { Link, useFetcher } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { Game } from "~contract/answers/games";
import { housePageHref, launchHref } from "~/lib/games/catalogue";
import { useShell } from "~/lib/shell/useRoot";
import type { FavouriteAnswer } from "~/lib/games/catalogue.server";
import { SubmitButton } from "~/components/forms/SubmitButton";

/** Where favourites can be changed from, and which games already are favourites. */
export type Favourites = { enabled: boolean; ids: ReadonlySet<string>; redirectTo: string };

/** A game: its art (loaded lazily), name and vendor, a plain link to /game, and the member's star. */
export function GameCard({ game, favourites }: { game: Game; favourites: Favourites }) {
  const { t } = useTranslation("games");
  const { member } = useShell();
  return (
    <li className="game-card" data-node-id={game.nodeId}>
      <Link to={housePageHref(game) ?? launchHref(game.nodeId, member !== null)} className="game-card__link">
        <img
          className="game-card__art"
          src={game.image}
          alt={game.name}
          width={300}
          height={300}
          loading="lazy"
          decoding="async"
        />
        <span className="game-card__name" aria-hidden="true">
          {game.name}
        </span>
        <span className="game-card__vendor">{game.vendorName}</span>
        {game.status === "maintenance" ? (
          <span className="game-card__badge game-card__badge--maintenance">{t("lobby.maintenance")}</span>
        ) : null}
        {game.status !== "maintenance" && game.isNew ? (
          <span className="game-card__badge">{t("lobby.new")}</span>
        ) : null}
      </Link>
      {favourites.enabled ? (
        <FavouriteStar game={game} favourite={favourites.ids.has(game.nodeId)} redirectTo={favourites.redirectTo} />
      ) : null}
    </li>
  );
}

/**
 * SPEC §4: a favourite is added or removed only after the platform confirms. Without JavaScript the
 * form posts and the page comes back; with it a fetcher posts and the star changes when the answer
 * arrives (never before). One fetcher per game, so every star of the same game agrees.
 */
function FavouriteStar({ game, favourite, redirectTo }: { game: Game; favourite: boolean; redirectTo: string }) {
  const { t } = useTranslation("games");
  const fetcher = useFetcher<FavouriteAnswer>({ key: `favourite:${game.nodeId}` });
  const answer = fetcher.data?.nodeId === game.nodeId ? fetcher.data : undefined;
  const shown = answer && !answer.failed ? answer.favourite : favourite;
  const busy = fetcher.state !== "idle";
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    data.set("via", "fetcher");
    fetcher.submit(data, { method: "post", action: "/favourite" });
  };
  return (
    <form method="post" action="/favourite" className="game-card__favourite" onSubmit={submit}>
      <AuthenticityTokenInput />
      <input type="hidden" name="nodeId" value={game.nodeId} />
      <input type="hidden" name="vendor" value={game.vassalage} />
      <input type="hidden" name="gameType" value={game.gameType} />
      <input type="hidden" name="favourite" value={shown ? "0" : "1"} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <SubmitButton
        pending={busy}
        className="fav-star"
        aria-pressed={shown}
        title={t("lobby.favourite", { name: game.name })}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
        </svg>
        <span className="visually-hidden">{t("lobby.favourite", { name: game.name })}</span>
      </SubmitButton>
      {answer?.failed ? (
        <span className="game-card__error" role="alert">
          {t("lobby.favouriteFailed")}
        </span>
      ) : null}
    </form>
  );
}

/** A list of game cards. */
export function GameGrid({
  games,
  favourites,
  label,
}: {
  games: readonly Game[];
  favourites: Favourites;
  label: string;
}) {
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game) => (
        <GameCard key={game.nodeId} game={game} favourites={favourites} />
      ))}
    </ul>
  );
}
