import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { Theme } from "~/lib/shell/theme";
import { IconMoon, IconSun } from "~/components/ui/Icons";
import { useFormPending } from "~/components/forms/SubmitButton";

/** A form POST to /theme (cookie + redirect back): works without JavaScript, in place with it. */
export function ThemeToggle({ theme, returnTo }: { theme: Theme; returnTo: string }) {
  const { t } = useTranslation();
  const next: Theme = theme === "dark" ? "light" : "dark";
  const label = t(next === "light" ? "theme.toLight" : "theme.toDark");
  const pending = useFormPending((action) => action === "/theme");
  return (
    <Form method="post" action="/theme" id="theme-form" className="theme-toggle" preventScrollReset noValidate>
      <AuthenticityTokenInput />
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      {/* A text browser reads a button by its value (lynx: "(value)"), never by aria-label: the value is the name. */}
      <button
        type="submit"
        value={label}
        className="icon-button"
        title={label}
        aria-label={label}
        disabled={pending}
        aria-busy={pending}
      >
        {next === "light" ? <IconSun /> : <IconMoon />}
      </button>
    </Form>
  );
}
