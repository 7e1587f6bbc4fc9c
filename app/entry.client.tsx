import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { NAMESPACES, resolveLanguage } from "~/lib/i18n/i18n";
import { loadTexts } from "~/lib/i18n/load-texts";

// Set-up before hydration: the language the server rendered (on <html data-lng>) and its texts, fetched
// from the immutable file the head preloads (<html data-texts>), so the first render matches the server's.
const language = resolveLanguage(document.documentElement.dataset.lng);
void i18next.use(initReactI18next).init({
  lng: language,
  resources: {},
  ns: [...NAMESPACES],
  defaultNS: "common",
  fallbackLng: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initImmediate: false,
});

const hydrate = () =>
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

// Texts that cannot be fetched leave the server's page as it is: it works without JavaScript.
loadTexts(language, document.documentElement.dataset.texts).then(hydrate, (error: unknown) => console.error(error));
