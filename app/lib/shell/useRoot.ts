import { useLocation, useRouteLoaderData } from "@remix-run/react";
import type { RootData, ShellData } from "./root.server";
import type { Place } from "./urls";

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The shell's data; only rendered on the "app" screen, where it exists. */
export function useShell(): ShellData {
  const root = useRootData();
  if (!root || root.screen !== "app") throw new Error("shell data is only available on the app screen");
  return root.shell;
}

export function usePlace(): Place {
  const { pathname, search, hash } = useLocation();
  return { pathname, search, hash };
}
