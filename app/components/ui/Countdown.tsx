import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

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
 * "Closes in 04:59": the label and the time left until `to` (a draw's close, a fight's last call): rendered by the server from its own clock (so it
 * is right without JavaScript), then counted down each second in the browser on the same clock. With
 * `askAtZero`, the page asks for its data again a second after zero (the lottery shows its next draw).
 */
export function Countdown({
  to,
  now,
  label,
  askAtZero = false,
}: {
  to: string;
  now: string;
  label: string;
  askAtZero?: boolean;
}) {
  const end = Date.parse(to);
  const [left, setLeft] = useState(end - Date.parse(now));
  const revalidator = useRevalidator();
  const asked = useRef(false);
  useEffect(() => {
    // The server's clock at render against this browser's: the count follows the server's.
    const skew = Date.parse(now) - Date.now();
    const tick = () => {
      const remaining = end - (Date.now() + skew);
      setLeft(remaining);
      if (askAtZero && remaining <= -1000 && !asked.current) {
        asked.current = true;
        revalidator.revalidate();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restarted only for another end or a new render time
  }, [end, now, askAtZero]);
  return (
    // The label is printed once, here, for eyes, screen readers and text browsers alike: a caller that also
    // printed it had it read twice.
    <span className="countdown">
      {label}{" "}
      <time dateTime={to} data-testid="countdown">
        {timeLeft(left)}
      </time>
    </span>
  );
}
