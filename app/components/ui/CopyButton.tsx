import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

/**
 * With JavaScript, one press copies `text` and says so; without, nothing is drawn — the text stays a selectable
 * field beside it (a referral link), so the page offers nothing that cannot work.
 */
export function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <>
      <button type="button" className="btn btn--outline btn--small" onClick={copy}>
        {label}
      </button>
      <span role="status" className="field__hint">
        {copied ? done : ""}
      </span>
    </>
  );
}
