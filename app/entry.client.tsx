import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { NAMESPACES, resolveLanguage } from "~/lib/i18n/i18n";

// Synchronous set-up before hydration: the language the server rendered (on <html data-lng>);
// the root layout adds that language's texts from the root loader's data before anything renders.
void i18next.use(initReactI18next).init({
  lng: resolveLanguage(document.documentElement.dataset.lng),
  resources: {},
  ns: [...NAMESPACES],
  defaultNS: "common",
  fallbackLng: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initImmediate: false,
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <RemixBrowser />
      </I18nextProvider>
    </StrictMode>,
  );
});
