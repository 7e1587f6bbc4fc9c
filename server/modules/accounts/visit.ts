import type { FastifyRequest } from "fastify";
import { DEVICE_HEADER, deviceName } from "../../../contract/device.js";
import type { Visit } from "./login.js";

// The one place the account routes read who is calling; the rules below them take a Visit.

export const clientIp = (request: FastifyRequest) => request.ip;

export const visitOf = (request: FastifyRequest): Visit => ({
  ip: clientIp(request),
  userAgent: (request.headers["user-agent"] as string | undefined) ?? null,
  device: deviceName(request.headers[DEVICE_HEADER]),
});
