import type { PlatformConfig } from "../../config.js";
import { AppError } from "../errors.js";
import { isAgent, type Member, type SignedIn } from "../accounts/index.js";

// Every agent call runs behind `auth: "realMember"` (a visitor gets 401, a trial account TRIAL_REFUSED),
// then here: an account that is not of an agent type is refused (SPEC §6 'Non-agents cannot log in').

export function agentOf(config: PlatformConfig, signedIn: SignedIn): Member {
  if (!isAgent(config, signedIn.member.type))
    throw new AppError("NON_AGENT", "Non-agents cannot log in: this account is not an agent");
  return signedIn.member;
}
