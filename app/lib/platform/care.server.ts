// Responsible play (docs/platform-calls.md "Responsible play", ADR 0029): the member's limits and
// exclusion, a limit set or confirmed, a time-out or self-exclusion started, the reality check (ADR 0034).
import type { CareState, LimitChange, PlayStatus } from "~contract/answers/care";
import type { ExclusionKind, ExclusionPeriod, LimitKind, LimitPeriod, RealityInterval } from "~contract/care";
import { careEndpoints as api } from "~contract/routes/care";
import type { PlatformTransport } from "./transport.server";

export const careCalls = {
  careState(this: PlatformTransport, token: string): Promise<CareState> {
    return this.call(api.careState, { token });
  },

  setCareLimit(
    this: PlatformTransport,
    token: string,
    body: { kind: LimitKind; period: LimitPeriod; amount: string },
  ): Promise<LimitChange> {
    return this.call(api.setCareLimit, { body, token });
  },

  confirmCareLimit(
    this: PlatformTransport,
    token: string,
    body: { kind: LimitKind; period: LimitPeriod },
  ): Promise<LimitChange> {
    return this.call(api.confirmCareLimit, { body, token });
  },

  /** The reality check's interval (ADR 0034); the next reminder counts from now. */
  setReality(this: PlatformTransport, token: string, interval: RealityInterval): Promise<CareState> {
    return this.call(api.setReality, { body: { interval }, token });
  },

  /** The member saw the reality check's reminder and goes on playing. */
  acknowledgeReality(this: PlatformTransport, token: string): Promise<PlayStatus> {
    return this.call(api.acknowledgeReality, { token });
  },

  startExclusion(
    this: PlatformTransport,
    token: string,
    body: { kind: ExclusionKind; period: ExclusionPeriod },
  ): Promise<CareState> {
    return this.call(api.startExclusion, { body, token });
  },
};

export type CareCalls = typeof careCalls;
