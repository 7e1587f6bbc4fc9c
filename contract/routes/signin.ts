// The signin calls of the route table (ADR 0073), as docs/platform-calls.md lists them.
import { authenticatorState } from "../answers/signin.js";
import { endpoint } from "./endpoint.js";

export const signinEndpoints = {
  authenticator: endpoint({
    name: "signin.authenticator",
    method: "GET",
    path: "/wps/member/authenticator",
    summary: "Authenticator",
    access: "member",
    answer: authenticatorState,
  }),
  startAuthenticator: endpoint({
    name: "signin.startAuthenticator",
    method: "POST",
    path: "/wps/member/authenticator/setup",
    summary: "Start authenticator",
    access: "member",
    answer: authenticatorState,
  }),
  confirmAuthenticator: endpoint({
    name: "signin.confirmAuthenticator",
    method: "POST",
    path: "/wps/member/authenticator/confirm",
    summary: "Confirm authenticator",
    access: "member",
    answer: authenticatorState,
  }),
  disableAuthenticator: endpoint({
    name: "signin.disableAuthenticator",
    method: "POST",
    path: "/wps/member/authenticator/disable",
    summary: "Turns the authenticator off, with a proof (sealed)",
    access: "member",
    answer: authenticatorState,
  }),
} as const;
