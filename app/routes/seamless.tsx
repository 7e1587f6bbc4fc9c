// /seamless (SPEC §2.1, a game page): the same launched game as /game, for links that name it.
export { action, default, loader, meta } from "./game";
