// The accounts module's public face (ADR 0020): other modules, the composition root, seeds, ops and scripts import only this.
export { createAccountServices } from "./account-services.js";
export { clubMembers, clubMembersQuery, setClub } from "./club.js";
export type { Club, ClubMember } from "./club.js";
export { captchaAnswerRoutes, newestCaptchaAnswer, visitorAddress } from "./captcha/captcha-answers.js";
export type { CaptchaAnswer } from "./captcha/captcha-answers.js";
export { readOutbox } from "./delivery.js";
export type { OutboxMessage } from "./delivery.js";
export {
  DEMO_LOGINS,
  demoAccountsWithPublishedPasswords,
  demoOperatorRoutes,
  describeDemoRetire,
  retireDemoAccounts,
} from "./demo-accounts.js";
export type { DemoRetireResult } from "./demo-accounts.js";
export { signedInMember, useMemberAuthentication } from "./guard.js";
export type { SignedIn } from "./guard.js";
export { loginDaysOf } from "./login-days.js";
export { memberRoutes } from "./member-routes.js";
export { referralPage, referralsSince } from "./referees.js";
export type { Referral } from "./referees.js";
export { registerDownline } from "./registering.js";
export { MEMBER_TYPE, isAgent, isTrial } from "./member-types.js";
export {
  createMember,
  findMemberById,
  findMemberByUsername,
  lockMember,
  memberSummaries,
  topLevelAgents,
  updateMember,
  usernameKey,
  usernamesOf,
} from "./members.js";
export type { Member } from "./members.js";
export {
  UnknownMemberError,
  applyMemberCommand,
  describeMemberCommand,
  memberOperatorRoutes,
} from "./operator-actions.js";
export type { MemberCommand, MemberCommandResult } from "./operator-actions.js";
export { hashPassword } from "./passwords.js";
export { paymentPasswordRoutes } from "./payment-password-routes.js";
export { checkPaymentPassword } from "./payment-password.js";
export { authRoutes, outboxOperatorRoutes } from "./session-routes.js";
export { socialRoutes } from "./social-routes.js";
export { rememberIp, sha256 } from "./sessions.js";
export { memberKey } from "./schema.js";
