// Responsible play (docs/platform-calls.md "Responsible play", ADR 0029): the member's limits and
// exclusion, a limit set or confirmed, a time-out or self-exclusion started, the reality check (ADR 0034).
import {
  careState,
  limitChange,
  playStatus,
  type CareState,
  type LimitChange,
  type PlayStatus,
} from "~contract/answers/care";
import type { ExclusionKind, ExclusionPeriod, LimitKind, LimitPeriod, RealityInterval } from "~contract/care";
import type { PlatformTransport } from "./transport.server";

export const careCalls = {
  careState(this: PlatformTransport, token: string): Promise<CareState> {
    return this.get("/wps/care", careState, {}, token);
  },

  setCareLimit(
    this: PlatformTransport,
    token: string,
    body: { kind: LimitKind; period: LimitPeriod; amount: string },
  ): Promise<LimitChange> {
    return this.call("POST", "/wps/care/limits", limitChange, { body, token });
  },

  confirmCareLimit(
    this: PlatformTransport,
    token: string,
    body: { kind: LimitKind; period: LimitPeriod },
  ): Promise<LimitChange> {
    return this.call("POST", "/wps/care/limits/confirm", limitChange, { body, token });
  },

  /** The reality check's interval (ADR 0034); the next reminder counts from now. */
  setReality(this: PlatformTransport, token: string, interval: RealityInterval): Promise<CareState> {
    return this.call("POST", "/wps/care/reality", careState, { body: { interval }, token });
  },

  /** The member saw the reality check's reminder and goes on playing. */
  acknowledgeReality(this: PlatformTransport, token: string): Promise<PlayStatus> {
    return this.call("POST", "/wps/care/reality/ack", playStatus, { token });
  },

  startExclusion(
    this: PlatformTransport,
    token: string,
    body: { kind: ExclusionKind; period: ExclusionPeriod },
  ): Promise<CareState> {
    return this.call("POST", "/wps/care/exclusion", careState, { body, token });
  },
};

export type CareCalls = typeof careCalls;
