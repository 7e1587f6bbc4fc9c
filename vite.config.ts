import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  // Pre-bundled up front so that the first dev page load after a cache reset hydrates.
  optimizeDeps: { include: ["swiper", "swiper/modules", "i18next", "react-i18next", "remix-i18next/react"] },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname, "~contract": new URL("./contract", import.meta.url).pathname } },
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
