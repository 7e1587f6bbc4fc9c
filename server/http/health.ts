import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connect.js";
import { JobWatch, type JobWatchState } from "../jobs/watch.js";
import { fail, ok } from "./envelope.js";

declare module "fastify" {
  interface FastifyInstance {
    /** This copy's scheduler as the health route sees it (main.ts hands it to startScheduler). */
    jobWatch: JobWatch;
  }
}

/** A database that takes longer than this to answer `select 1` is not reachable, for a probe. */
const DATABASE_TIMEOUT_MS = 2000;

export type Health = {
  status: "ok" | "unavailable";
  database: { reachable: boolean; ms: number; error?: string };
  jobs: JobWatchState;
};

async function databaseHealth(db: Db): Promise<Health["database"]> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${DATABASE_TIMEOUT_MS} ms`)), DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return { reachable: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { reachable: false, ms: Math.round(performance.now() - started), error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

export async function healthOf(app: FastifyInstance): Promise<Health> {
  const database = await databaseHealth(app.db);
  const jobs = app.jobWatch.state();
  return { status: database.reachable && jobs.alive ? "ok" : "unavailable", database, jobs };
}

/**
 * GET /wps/health (ADR 0073): the database answers and this copy's jobs are alive. 200 with the envelope when
 * both hold, 503 UNAVAILABLE with the same details otherwise — a load balancer reads the status, an operator
 * the details. Open to anyone: it says nothing a probe may not know, and it is not kept by any cache.
 */
export function registerHealth(app: FastifyInstance): void {
  app.decorate("jobWatch", new JobWatch());
  app.get("/wps/health", async (_request, reply) => {
    const health = await healthOf(app);
    reply.header("Cache-Control", "no-store");
    if (health.status === "ok") return ok(health);
    return reply.code(503).send(fail("UNAVAILABLE", "The platform is not healthy", health));
  });
}
