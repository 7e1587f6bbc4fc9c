// The messages module's public face (ADR 0020): other modules, the composition root, seeds, ops and scripts import only this.
export { answerFeedback, feedbackImage, operatorFeedback } from "./feedback.js";
export { operatorMessages, sendOperatorMessage, sendSystemMessage } from "./messages.js";
export type { Audience, SystemTemplate } from "./messages.js";
export { feedbackRoutes, messageOperatorRoutes, messageRoutes } from "./routes.js";
