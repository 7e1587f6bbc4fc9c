import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useChangeLanguage } from "remix-i18next/react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { Shell } from "~/components/shell/Shell";
import { BlockedScreen, BusyScreen, MaintenanceScreen, NetworkScreen } from "~/components/status/StatusScreens";
import { ErrorPage } from "~/components/status/ErrorPage";
import type { RouteErrorData } from "~/lib/platform/errors.server";
import { NOT_FOUND_FRAME } from "~/lib/shell/frames";
import { DEFAULT_LANGUAGE, htmlLang } from "~/lib/i18n/i18n";
import { loadTexts } from "~/lib/i18n/load-texts";
import { pageMeta } from "~/lib/i18n/meta";
import { useNonce } from "~/lib/security/nonce";
import { loadRoot, type RootData, type ShellData } from "~/lib/shell/root.server";
import { DEFAULT_THEME } from "~/lib/shell/theme";
import { useRootData } from "~/lib/shell/useRoot";
import appCss from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = (args) => pageMeta(args, null);

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadRoot(request, context);
}

/** A limit or maintenance says when to come back (Retry-After), whichever route's loader learned it. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const retryAfter = errorHeaders?.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

// Status, frame data and the open modal depend on the whole URL: ask again on every navigation.
export const shouldRevalidate = () => true;

/**
 * In the browser, a navigation that changes the language fetches that language's texts before it renders
 * (the first page's texts are fetched by entry.client.tsx before hydration).
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const root = await serverLoader<typeof loader>();
  await loadTexts(root.language, root.texts);
  return root;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const language = root?.language ?? DEFAULT_LANGUAGE;
  useChangeLanguage(language);
  const theme = root?.theme ?? DEFAULT_THEME;
  return (
    <html lang={htmlLang(language)} data-lng={language} data-texts={root?.texts} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme} />
        <meta name="theme-color" content={theme === "dark" ? "#120c24" : "#f6f3fb"} />
        <Meta />
        {root ? <link rel="preload" href={root.texts} as="fetch" crossOrigin="anonymous" /> : null}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const root = useLoaderData<typeof loader>() as RootData;
  switch (root.screen) {
    case "network":
      return <NetworkScreen />;
    case "busy":
      return <BusyScreen retryAfterSeconds={root.retryAfterSeconds} />;
    case "maintenance":
      return <MaintenanceScreen chatUrl={root.chatUrl} until={root.until} />;
    case "blocked":
      return <BlockedScreen chatUrl={root.chatUrl} ip={root.ip} />;
    case "app":
      return (
        <FormSecurity security={root.shell.security}>
          <Shell shell={root.shell} theme={root.theme} language={root.language}>
            <Outlet />
          </Shell>
        </FormSecurity>
      );
  }
}

/** The CSRF token and honeypot that every form in the shell (theme, account forms) needs. */
function FormSecurity({ security, children }: { security: ShellData["security"]; children: ReactNode }) {
  return (
    <AuthenticityTokenProvider token={security.csrf}>
      <HoneypotProvider {...security.honeypot}>{children}</HoneypotProvider>
    </AuthenticityTokenProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const errorData = isRouteErrorResponse(error) ? (error.data as RouteErrorData | null) : null;
  const reason = errorData?.reason;
  if (!isRouteErrorResponse(error)) console.error(error);

  if (root?.screen === "maintenance") return <MaintenanceScreen chatUrl={root.chatUrl} until={root.until} />;
  if (root?.screen === "blocked") return <BlockedScreen chatUrl={root.chatUrl} ip={root.ip} />;
  if (root?.screen === "busy") return <BusyScreen retryAfterSeconds={root.retryAfterSeconds} />;
  if (reason === "busy") return <BusyScreen retryAfterSeconds={errorData?.retryAfterSeconds ?? 60} />;
  if (!root || root.screen === "network" || reason === "network") return <NetworkScreen />;

  const kind = isRouteErrorResponse(error) && error.status === 404 ? "notFound" : "error";
  return (
    <FormSecurity security={root.shell.security}>
      <Shell
        shell={{ ...root.shell, modal: null }}
        theme={root.theme}
        language={root.language}
        frame={kind === "notFound" ? NOT_FOUND_FRAME : undefined}
      >
        <ErrorPage kind={kind} />
      </Shell>
    </FormSecurity>
  );
}
