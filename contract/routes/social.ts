// The social calls of the route table (ADR 0073), as docs/platform-calls.md lists them.
import { login } from "../answers/accounts.js";
import { linkedIdentities, socialProviders, socialRequest } from "../answers/social.js";
import { endpoint } from "./endpoint.js";

export const socialEndpoints = {
  socialProviders: endpoint({
    name: "social.socialProviders",
    method: "GET",
    path: "/wps/social/providers",
    summary: "Social providers",
    access: "public",
    answer: socialProviders,
  }),
  socialRequest: endpoint({
    name: "social.socialRequest",
    method: "POST",
    path: "/wps/social/authorize",
    summary: "Social request",
    access: "public",
    answer: socialRequest,
  }),
  socialLogin: endpoint({
    name: "social.socialLogin",
    method: "POST",
    path: "/wps/social/login",
    summary: "Social login",
    access: "public",
    answer: login,
  }),
  linkedIdentities: endpoint({
    name: "social.linkedIdentities",
    method: "GET",
    path: "/wps/social/identities",
    summary: "Linked identities",
    access: "member",
    answer: linkedIdentities,
  }),
  linkIdentity: endpoint({
    name: "social.linkIdentity",
    method: "POST",
    path: "/wps/social/link",
    summary: "Link identity",
    access: "member",
    answer: linkedIdentities,
  }),
  unlinkIdentity: endpoint({
    name: "social.unlinkIdentity",
    method: "POST",
    path: "/wps/social/unlink",
    summary: "Unlink identity",
    access: "member",
    answer: linkedIdentities,
  }),
} as const;
