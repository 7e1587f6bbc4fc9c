// The web's name for a visitor's browser (ADR 0047, 0058): a random name in a long-lived signed cookie, told to
// the platform in one header on a login (a known device) and a promotion claim (one claim per device).

export const DEVICE_HEADER = "x-laro-device";

/** A device name as the web makes it; anything else is no name at all. */
export const DEVICE_NAME = /^[A-Za-z0-9_-]{16,64}$/;

export const deviceName = (value: unknown): string | null =>
  typeof value === "string" && DEVICE_NAME.test(value) ? value : null;
