/**
 * What the health route reads of this copy's scheduler (ADR 0073): when it started and, per scheduled job,
 * the fire it waits for next. A job whose next fire is long past never fired — its timer died, or its last
 * run still holds it (croner's protect skips the fires that overlap a run) — so the copy is not healthy.
 */
export type JobWatchState = {
  alive: boolean;
  startedAt: string | null;
  /** The jobs whose awaited fire is overdue by more than the margin. */
  overdue: string[];
};

/** A fire may lag: the margin is generous (a run may take its whole lease before the next fire comes). */
const MARGIN_MS = 15 * 60_000;

export class JobWatch {
  private startedAt: Date | null = null;
  private readonly awaited = new Map<string, { at: Date; leaseSeconds: number }>();

  started(at: Date): void {
    this.startedAt = at;
  }

  stopped(): void {
    this.startedAt = null;
    this.awaited.clear();
  }

  /** The job's next fire (at the start, and after each fire); null when its schedule has none left. */
  awaits(job: string, next: Date | null, leaseSeconds: number): void {
    if (next) this.awaited.set(job, { at: next, leaseSeconds });
    else this.awaited.delete(job);
  }

  state(now: Date = new Date()): JobWatchState {
    const overdue = [...this.awaited]
      .filter(([, next]) => now.getTime() - next.at.getTime() > MARGIN_MS + next.leaseSeconds * 1000)
      .map(([job]) => job);
    return {
      alive: this.startedAt !== null && overdue.length === 0,
      startedAt: this.startedAt?.toISOString() ?? null,
      overdue,
    };
  }
}
