import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { IN_PLACE_FIELD } from "~/lib/sports/forms";

/**
 * A form of the slip that changes it (add, remove, clear). Without JavaScript it is a whole-page post that comes
 * back to the same page; once the page runs, a fetcher posts it and only the slip changes (no reload).
 */
export function SlipChange({
  id,
  intent,
  outcomeIds = [],
  className,
  buttonClass,
  label,
  pressed,
  disabled = false,
  children,
}: {
  /** The form's stable id (one per outcome and place on the page). */
  id: string;
  intent: "add" | "remove" | "clear";
  outcomeIds?: string[];
  className?: string;
  buttonClass: string;
  /** The button's name when its visible content is not one (a cross). */
  label?: string;
  pressed?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const pending = fetcher.state !== "idle";
  // While the change is on its way, the button already shows what it will be.
  const shownPressed =
    pressed === undefined ? undefined : pending ? fetcher.formData?.get("intent") === "add" : pressed;
  return (
    <fetcher.Form method="post" id={id} className={className} noValidate preventScrollReset>
      <AuthenticityTokenInput />
      {outcomeIds.map((id) => (
        <input key={id} type="hidden" name="outcomeId" value={id} />
      ))}
      {hydrated ? <input type="hidden" name={IN_PLACE_FIELD} value="1" /> : null}
      <button
        type="submit"
        name="intent"
        value={intent}
        className={buttonClass}
        aria-pressed={shownPressed}
        aria-busy={pending}
        aria-label={label}
        disabled={disabled}
      >
        {children}
      </button>
    </fetcher.Form>
  );
}

/** An outcome's price as a button: it adds the outcome to the slip, or takes it off when it is there already. */
export function OddsButton({
  outcomeId,
  label,
  price,
  selected,
  open,
}: {
  outcomeId: string;
  label: string;
  price: string;
  selected: boolean;
  open: boolean;
}) {
  return (
    <SlipChange
      id={`odds-${outcomeId}`}
      intent={selected ? "remove" : "add"}
      outcomeIds={[outcomeId]}
      className="odds-form"
      buttonClass="odds-button"
      pressed={selected}
      disabled={!open}
    >
      <span className="odds-button__label">{label}</span> <span className="odds-button__price">{price}</span>
    </SlipChange>
  );
}
