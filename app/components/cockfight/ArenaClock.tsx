import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/** How often the arena is asked again while the page is in view: the pool moves with every bet. */
const FIGHT_REFRESH_MS = 4_000;
/** With no fight on, less often: only to show the next one when the operator opens it. */
const IDLE_REFRESH_MS = 15_000;

/** "1:05:09", "04:59": time left, never below zero. */
export function timeLeft(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

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
      if (document.visibilityState === "visible" && !formAnswerShown && revalidator.state === "idle" && navigation.state === "idle") revalidator.revalidate();
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

/**
 * Time left until last call is due: rendered by the server from the platform's clock (right without
 * JavaScript, as of the page's render), then counted down each second in the browser on the same clock.
 */
export function WindowCountdown({ to, now, label }: { to: string; now: string; label: string }) {
  const end = Date.parse(to);
  const [left, setLeft] = useState(end - Date.parse(now));
  useEffect(() => {
    // The platform's clock at render against this browser's: the count follows the platform's.
    const skew = Date.parse(now) - Date.now();
    const tick = () => setLeft(end - (Date.now() + skew));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [end, now]);
  return (
    <span className="countdown">
      <span className="visually-hidden">{label} </span>
      <time dateTime={to} data-testid="countdown">
        {timeLeft(left)}
      </time>
    </span>
  );
}
