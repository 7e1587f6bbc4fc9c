// Platform failures as route errors the root ErrorBoundary translates (DESIGN §4 "Errors").
import { data } from "@remix-run/node";
import { PlatformError, PlatformUnreachableError } from "./wps.server";

export type RouteErrorData = { reason: "network" | "platform" | "notFound"; code?: string };

export function notFound(): never {
  throw data<RouteErrorData>({ reason: "notFound" }, { status: 404 });
}

/** Rethrows anything from the platform client as a 404/502/503 route error; other errors pass. */
export function routeError(error: unknown): never {
  if (error instanceof PlatformUnreachableError) {
    throw data<RouteErrorData>({ reason: "network" }, { status: 503 });
  }
  if (error instanceof PlatformError) {
    if (error.code === "NOT_FOUND") notFound();
    throw data<RouteErrorData>({ reason: "platform", code: error.code }, { status: 502 });
  }
  throw error;
}

/** Awaits a platform call inside a loader, turning its failures into route errors. */
export async function fromPlatform<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    return routeError(error);
  }
}
