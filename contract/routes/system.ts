// The system calls of the route table (ADR 0073), as docs/platform-calls.md lists them.
import { z } from "zod";
import { countryList, customerService, domainRoute, status, whitelabelNode } from "../answers/system.js";
import { registerRule } from "../registration.js";
import { endpoint } from "./endpoint.js";

export const systemEndpoints = {
  status: endpoint({
    name: "system.status",
    method: "GET",
    path: "/wps/system/status",
    summary: "Asked once per visitor request, however many loaders of that request need it",
    access: "public",
    answer: status,
  }),
  whitelabel: endpoint({
    name: "system.whitelabel",
    method: "GET",
    path: "/wps/system/whitelabel",
    summary: "Whitelabel",
    access: "public",
    answer: z.array(whitelabelNode),
  }),
  registerRules: endpoint({
    name: "system.registerRules",
    method: "GET",
    path: "/wps/system/setting/register",
    summary: "Register rules",
    access: "public",
    answer: z.record(registerRule),
  }),
  domainRoutes: endpoint({
    name: "system.domainRoutes",
    method: "GET",
    path: "/wps/system/domainRoute",
    summary: "Domain routes",
    access: "public",
    answer: z.array(domainRoute),
  }),
  customerService: endpoint({
    name: "system.customerService",
    method: "GET",
    path: "/wps/system/customerService",
    summary: "Customer service",
    access: "public",
    answer: customerService,
  }),
  countries: endpoint({
    name: "system.countries",
    method: "GET",
    path: "/wps/system/countries",
    summary: "Countries",
    access: "public",
    answer: countryList,
  }),
} as const;
