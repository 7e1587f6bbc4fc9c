import { z } from "zod";
import { dialingCode, mobileNum, returnTo } from "./fields";

/** The SMS buttons (login, registration, password by phone) need only the number. */
export const smsRequestSchema = z.object({ countryDialingCode: dialingCode, mobileNum, returnTo });
