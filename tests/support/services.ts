import { spawnSync } from "node:child_process";

// The suites that need a service run only where it is: PostgreSQL (DATABASE_URL) for real concurrency, a
// redis-server binary for the shared limits. Where the run says the service must be there, REQUIRE_SERVICES
// (a list: "postgres,redis", or "1" for both), a missing one fails the file instead of skipping it (ADR 0076): a
// CI run whose DATABASE_URL went missing must not pass by running nothing.

type Service = "postgres" | "redis";

const required = (service: Service): boolean => {
  const list = (process.env.REQUIRE_SERVICES ?? "").split(/[\s,]+/).filter(Boolean);
  return list.includes("1") || list.includes("all") || list.includes(service);
};

function available(service: Service, present: boolean, missing: string): boolean {
  if (!present && required(service))
    throw new Error(
      `REQUIRE_SERVICES names ${service}, but ${missing}: this file would have skipped its ${service} tests`,
    );
  return present;
}

/** Whether the PostgreSQL suites run: DATABASE_URL is set. Throws when REQUIRE_SERVICES names postgres and it is not. */
export const withPostgres = (): boolean =>
  available("postgres", Boolean(process.env.DATABASE_URL), "DATABASE_URL is unset");

/** Whether the Redis suites run: a redis-server binary answers. Throws when REQUIRE_SERVICES names redis and none does. */
export const withRedis = (): boolean =>
  available("redis", spawnSync("redis-server", ["--version"]).status === 0, "no redis-server binary answers");
