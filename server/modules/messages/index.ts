// The messages module's public face (ADR 0020): other modules, the composition root, seeds, ops and scripts import only this.
export {
  ANSWER_MAX,
  FEEDBACK_CONTENT,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_STATES,
  QUESTION_TYPES,
  answerFeedback,
  feedbackImage,
  operatorFeedback,
} from "./feedback.js";
export type { QuestionType } from "./feedback.js";
export { AUDIENCES, SYSTEM_TEMPLATES, operatorMessages, sendOperatorMessage, sendSystemMessage } from "./messages.js";
export type { Audience, SystemMessage, SystemTemplate } from "./messages.js";
export { feedbackRoutes, messageOperatorRoutes, messageRoutes } from "./routes.js";
