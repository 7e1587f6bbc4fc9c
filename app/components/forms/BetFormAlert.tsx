import { parseMessage } from "~/lib/forms/messages";

/**
 * A betting form's own messages (the lottery, the sportsbook, the arena), as an alert. When the platform refused
 * because a reality check is due, a button sends the form's `realityAck` intent: the member has seen it and goes
 * on. The element stays when there is nothing to say, so the form's aria-describedby always points at something.
 */
export function BetFormAlert({
  id,
  errors,
  say,
  continueLabel,
}: {
  id: string;
  errors: string[] | undefined;
  say: (message: string) => string;
  continueLabel: string;
}) {
  if (!errors?.length) return <div id={id} />;
  const realityCheckDue = errors.some((e) => parseMessage(e).key.endsWith(":error.REALITY_CHECK_DUE"));
  return (
    <div id={id} className="form-alert" role="alert">
      {errors.map((error) => (
        <p key={error}>{say(error)}</p>
      ))}
      {realityCheckDue ? (
        <button type="submit" name="intent" value="realityAck" className="btn btn--small btn--outline" formNoValidate>
          {continueLabel}
        </button>
      ) : null}
    </div>
  );
}
