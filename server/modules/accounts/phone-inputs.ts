// A phone number as the calls take it (login by SMS, registration codes, binding a mobile): one shape for all.
import { z } from "zod";

export const dialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, "a country dialing code such as +63");
export const mobileNum = z
  .string()
  .trim()
  .regex(/^\d{6,15}$/, "digits only");
