// The profile calls of the route table (ADR 0073), as docs/platform-calls.md lists them.
import { profile, smsSent } from "../answers/accounts.js";
import { endpoint } from "./endpoint.js";

export const profileEndpoints = {
  memberProfile: endpoint({
    name: "profile.memberProfile",
    method: "GET",
    path: "/wps/member/profile",
    summary: "Member profile",
    access: "member",
    answer: profile,
  }),
  updateProfile: endpoint({
    name: "profile.updateProfile",
    method: "PUT",
    path: "/wps/member/info",
    summary: "Update profile",
    access: "member",
    answer: profile,
  }),
  bindMobileSms: endpoint({
    name: "profile.bindMobileSms",
    method: "POST",
    path: "/wps/verification/sms/bind",
    summary: "Bind mobile sms",
    access: "member",
    answer: smsSent,
  }),
  bindMobile: endpoint({
    name: "profile.bindMobile",
    method: "PUT",
    path: "/wps/member/mobile",
    summary: "Bind mobile",
    access: "member",
    answer: profile,
  }),
  bindEmailCode: endpoint({
    name: "profile.bindEmailCode",
    method: "POST",
    path: "/wps/verification/email/bind",
    summary: "Bind email code",
    access: "member",
    answer: smsSent,
  }),
  bindEmail: endpoint({
    name: "profile.bindEmail",
    method: "PUT",
    path: "/wps/member/email",
    summary: "Bind email",
    access: "member",
    answer: profile,
  }),
} as const;
