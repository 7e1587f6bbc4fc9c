import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** How often the arena is asked again while the page is in view: the pool moves with every bet. */
const FIGHT_REFRESH_MS = 4_000;
/** With no fight on, less often: only to show the next one when the operator opens it. */
const IDLE_REFRESH_MS = 15_000;

/**
 * Asks for the arena again every few seconds while the page is visible (and at once when it becomes visible
 * again), never over a navigation or a form on its way. A revalidation forgets the last form answer, so it waits
 * while one shows (the review, or a refusal next to its field) until the member goes on. Without JavaScript the
 * page has a refresh link instead.
 */
export function useArenaRefresh(fightOn: boolean, formAnswerShown: boolean) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const latest = useRef({ revalidator, navigation, formAnswerShown });
  useEffect(() => {
    latest.current = { revalidator, navigation, formAnswerShown };
  });
  useEffect(() => {
    const refresh = () => {
      const { revalidator, navigation, formAnswerShown } = latest.current;
      if (
        document.visibilityState === "visible" &&
        !formAnswerShown &&
        revalidator.state === "idle" &&
        navigation.state === "idle"
      )
        revalidator.revalidate();
    };
    const timer = window.setInterval(refresh, fightOn ? FIGHT_REFRESH_MS : IDLE_REFRESH_MS);
    const onVisibility = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [fightOn]);
}
