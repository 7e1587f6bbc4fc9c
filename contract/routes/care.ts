// The care calls of the route table (ADR 0073), as docs/platform-calls.md lists them.
import { careState, limitChange, playStatus } from "../answers/care.js";
import { endpoint } from "./endpoint.js";

export const careEndpoints = {
  careState: endpoint({
    name: "care.careState",
    method: "GET",
    path: "/wps/care",
    summary: "Care state",
    access: "member",
    answer: careState,
  }),
  setCareLimit: endpoint({
    name: "care.setCareLimit",
    method: "POST",
    path: "/wps/care/limits",
    summary: "Set care limit",
    access: "member",
    answer: limitChange,
  }),
  confirmCareLimit: endpoint({
    name: "care.confirmCareLimit",
    method: "POST",
    path: "/wps/care/limits/confirm",
    summary: "Confirm care limit",
    access: "member",
    answer: limitChange,
  }),
  setReality: endpoint({
    name: "care.setReality",
    method: "POST",
    path: "/wps/care/reality",
    summary: "The reality check's interval (ADR 0034); the next reminder counts from now",
    access: "member",
    answer: careState,
  }),
  acknowledgeReality: endpoint({
    name: "care.acknowledgeReality",
    method: "POST",
    path: "/wps/care/reality/ack",
    summary: "Acknowledge reality",
    access: "member",
    answer: playStatus,
  }),
  startExclusion: endpoint({
    name: "care.startExclusion",
    method: "POST",
    path: "/wps/care/exclusion",
    summary: "Start exclusion",
    access: "member",
    answer: careState,
  }),
} as const;
