// Platform failures as route errors the root ErrorBoundary translates (DESIGN §4 "Errors").
import { data } from "@remix-run/node";
import { failureDetails } from "~contract/answers/accounts";
import { PlatformError, PlatformUnreachableError } from "./failures.server";

export type RouteErrorData = {
  reason: "network" | "platform" | "notFound" | "busy";
  code?: string;
  retryAfterSeconds?: number;
};

/** The platform's limit for the visitor's address was reached: how long until it may ask again. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof PlatformError) || error.code !== "RATE_LIMITED") return null;
  const details = failureDetails.rateLimited.safeParse(error.details);
  return details.success ? Math.max(1, Math.ceil(details.data.retryAfterSeconds)) : 60;
}

export function notFound(): never {
  throw data<RouteErrorData>({ reason: "notFound" }, { status: 404 });
}

/** Rethrows anything from the platform client as a 404/502/503 route error; other errors pass. */
export function routeError(error: unknown): never {
  if (error instanceof PlatformUnreachableError) {
    throw data<RouteErrorData>({ reason: "network" }, { status: 503 });
  }
  const retryAfterSeconds = retryAfterOf(error);
  if (retryAfterSeconds !== null) {
    throw data<RouteErrorData>(
      { reason: "busy", retryAfterSeconds },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
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
