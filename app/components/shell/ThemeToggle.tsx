import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { Theme } from "~/lib/shell/theme";
import { IconMoon, IconSun } from "~/components/ui/Icons";
import { SubmitButton, useFormPending } from "~/components/forms/SubmitButton";

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
      <SubmitButton pending={pending} className="icon-button" title={label}>
        {next === "light" ? <IconSun /> : <IconMoon />}
        <span className="visually-hidden">{label}</span>
      </SubmitButton>
    </Form>
  );
}
