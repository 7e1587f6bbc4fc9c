// Platform information (SPEC §2.6 messageV2, ADR 0030): the member's messages — from the operator, from
// the platform itself and the answers to feedback — with their read state, and the feedback form.
import { type SubmissionResult, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, Form, Link, useLocation } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate, type SectionProps } from "~/components/member/MemberCentre";
import { HIDDEN_FIELDS } from "~/lib/auth/account.server";
import { centreHref } from "~/lib/member/centres";
import {
  memberSectionAction,
  memberSectionLoader,
  type ActionCtx,
  type CentreActionData,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { redirectWithNotice } from "~/lib/forms/notice.server";
import { reply } from "~/lib/forms/reply.server";
import {
  FEEDBACK_PAGE_SIZE,
  MESSAGE_PAGE_SIZE,
  chosenImages,
  feedbackSchema,
  MESSAGE_FORMS,
} from "~/lib/member/messages";
import { PlatformError, type FeedbackEntry, type Message } from "~/lib/platform/client.server";
import { pageMeta } from "~/lib/i18n/meta";
import { pageParam } from "~/lib/shell/paging";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FieldErrors, FieldLabel } from "~/components/forms/Field";
import { Select } from "~/components/forms/Select";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { EmptyState } from "~/components/ui/EmptyState";
import { Pager } from "~/components/ui/Pager";
import { formatDateTime } from "~/lib/member/wallet";
import { hrefWith } from "~/lib/shell/urls";
import { formatMinor } from "~contract/money";
import { FEEDBACK_CONTENT, FEEDBACK_IMAGES, QUESTION_TYPES } from "~contract/messages";
import { CentreForm, CentreSubmit, useCentreForm, useCentrePending } from "~/components/member/CentreForm";
import { TabBar } from "~/components/ui/TabBar";

export type MessagesTab = "inbox" | "feedback";

async function messageV2({ client, token, url }: SectionContext) {
  const tab: MessagesTab = url.searchParams.get("tab") === "feedback" ? "feedback" : "inbox";
  const page = pageParam(url.searchParams.get("page"));
  if (tab === "feedback") {
    return {
      tab,
      inbox: null,
      open: null,
      feedback: await client.feedbackList(token, { pageNo: page, pageSize: FEEDBACK_PAGE_SIZE }),
    };
  }
  const inbox = await client.messages(token, { pageNo: page, pageSize: MESSAGE_PAGE_SIZE });
  const asked = url.searchParams.get("message");
  return { tab, inbox, open: inbox.list.some((item) => item.id === asked) ? asked : null, feedback: null };
}
export type MessagesContent = Awaited<ReturnType<typeof messageV2>>;

/** Opening a message marks it read (a POST, so no prefetch or crawler reads a member's mail), then shows it. */
async function readMessage(ctx: ActionCtx) {
  const id = String(ctx.form.get("messageId") ?? "");
  const page = pageParam(String(ctx.form.get("page") ?? ""));
  const back = centreHref("messageV2", ctx.from, { page: page > 1 ? page : null });
  if (!/^[0-9a-f-]{36}$/i.test(id)) return redirect(back);
  try {
    await ctx.client.readMessage(ctx.token, id);
  } catch (error) {
    // A message that is not the member's (or no longer exists) is simply not there.
    if (error instanceof PlatformError && (error.code === "NOT_FOUND" || error.code === "VALIDATION"))
      return redirect(back);
    throw error;
  }
  return redirect(centreHref("messageV2", ctx.from, { page: page > 1 ? page : null, message: id }));
}

async function sendFeedback(ctx: ActionCtx) {
  const submission = parseWithZod(ctx.form, { schema: feedbackSchema });
  const hideFields = [...HIDDEN_FIELDS, "images"];
  const back = (result: SubmissionResult<string[]>, status = 400) =>
    data<CentreActionData>({ intent: "feedback", result }, { status });
  if (submission.status !== "success") return back(reply(submission, { hideFields }));
  const form = new FormData();
  form.set("questionType", submission.value.questionType);
  form.set("content", submission.value.content);
  for (const image of ctx.form.getAll("images")) {
    if (image instanceof File && chosenImages(image).length) form.append("images", image, image.name || "image");
  }
  const fieldError = (field: string, text: string) =>
    back(reply(submission, { formErrors: [], fieldErrors: { [field]: [text] }, hideFields }));
  try {
    await ctx.client.sendFeedback(ctx.token, form);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    // The platform read the pictures and refused one: said at the file input.
    if (error.code === "PAYLOAD_TOO_LARGE" || (error.code === "VALIDATION" && error.message.startsWith("images")))
      return fieldError("images", "messages:validation.imageFile");
    if (error.code === "RATE_LIMITED" && error.message.includes("unanswered"))
      return back(reply(submission, { formErrors: ["messages:feedback.tooMany"], hideFields }), 429);
    if (error.code === "VALIDATION")
      return back(reply(submission, { formErrors: ["messages:feedback.invalid"], hideFields }));
    throw error;
  }
  return redirectWithNotice(centreHref("messageV2", ctx.from, { tab: "feedback" }), "messages:feedback.sent");
}

const FORMS = [
  { intent: "read", run: readMessage },
  { intent: "feedback", run: sendFeedback },
] satisfies SectionForm[];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "messageV2", messageV2);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "messageV2", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function MessageV2Page() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>{(content, props) => <MessagesSection content={content} {...props} />}</MemberCentre>
  );
}

type Translate = ReturnType<typeof useTranslation>["t"];

/** Platform information: the inbox and the feedback form, as two tabs that are plain links. */
export function MessagesSection({ content, from }: { content: MessagesContent } & SectionProps) {
  const { t } = useTranslation("messages");
  return (
    <div className="centre-stack">
      <TabBar
        label={t("tabsLabel")}
        tabs={[
          { key: "inbox", to: centreHref("messageV2", from), label: t("tab.inbox"), current: content.tab === "inbox" },
          {
            key: "feedback",
            to: centreHref("messageV2", from, { tab: "feedback" }),
            label: t("tab.feedback"),
            current: content.tab === "feedback",
          },
        ]}
      />
      {content.inbox ? <Inbox inbox={content.inbox} open={content.open} from={from} /> : null}
      {content.feedback ? <FeedbackTab feedback={content.feedback} /> : null}
    </div>
  );
}

// ---- the inbox ----------------------------------------------------------------------------------

/** A message's title and text in the member's language: a system message is a template filled with its params. */
function messageText(t: Translate, item: Message): { title: string; body: string; answer: string | null } {
  if (!item.template) return { title: item.title ?? "", body: item.body ?? "", answer: null };
  const params: Record<string, string> = { ...item.params };
  if (params.kind && params.period) {
    // A limit's notice names the limit and its value: money, minutes, or none (a removal).
    params.limit = t(`limit.${params.kind}.${params.period}`, { defaultValue: params.kind });
    params.value = params.minutes
      ? t("limit.minutes", { count: Number(params.minutes) })
      : params.amount
        ? formatMinor(params.amount)
        : t("limit.none");
  }
  if (params.amount) params.amount = formatMinor(params.amount);
  if (params.questionType)
    params.questionType = t(`questionType.${params.questionType}`, { defaultValue: params.questionType });
  if (params.asked) params.asked = formatDateTime(params.asked);
  // A contract's messages name its kind in words; contractUpdated has a title and text per event.
  if (item.template.startsWith("contract")) {
    if (params.kind) params.kind = t(`contractKind.${params.kind}`, { defaultValue: params.kind });
    // No username: the other side is the site (an operator's offer or termination).
    if (params.username === "") params.username = t("contractOperator");
  }
  const key =
    item.template === "contractUpdated"
      ? `template.contractUpdated.${params.event ?? ""}`
      : `template.${item.template}`;
  return {
    title: t(`${key}.title`, { ...params, defaultValue: t("template.fallbackTitle") }),
    body: t(`${key}.body`, { ...params, defaultValue: "" }),
    answer: item.template === "feedbackAnswered" ? item.body : null,
  };
}

function Inbox({
  inbox,
  open,
  from,
}: {
  inbox: NonNullable<MessagesContent["inbox"]>;
  open: string | null;
  from: string | null;
}) {
  const { t } = useTranslation("messages");
  const location = useLocation();
  if (inbox.total === 0) return <EmptyState title={t("inbox.empty")} text={t("inbox.emptyText")} />;
  const page = inbox.pageNo;
  return (
    <div aria-live="polite">
      <h4 className="visually-hidden">{t("inbox.caption", { total: inbox.total })}</h4>
      <ul className="message-list" data-testid="message-list">
        {inbox.list.map((item) => (
          <MessageItem key={item.id} item={item} isOpen={item.id === open} page={page} from={from} />
        ))}
      </ul>
      <Pager
        current={inbox.pageNo}
        totalPages={inbox.totalPages}
        href={(to) => hrefWith(location, { page: to, message: null })}
        label={t("inbox.caption", { total: inbox.total })}
      />
    </div>
  );
}

function MessageItem({
  item,
  isOpen,
  page,
  from,
}: {
  item: Message;
  isOpen: boolean;
  page: number;
  from: string | null;
}) {
  const { t } = useTranslation("messages");
  const text = messageText(t, item);
  const pending = useCentrePending("read");
  const heading = (
    <>
      {/* Spaces between the parts: the row's gap is CSS, and lynx read "NewHello2026-12-03 01:55". */}
      {item.read ? null : <span className="message-list__new">{t("inbox.new")}</span>}{" "}
      <span className="message-list__title">{text.title}</span>{" "}
      <time className="message-list__time" dateTime={item.createdAt}>
        {formatDateTime(item.createdAt)}
      </time>
    </>
  );
  return (
    <li
      className={`message-list__item${item.read ? "" : " is-unread"}`}
      data-message={item.id}
      data-read={item.read ? "1" : "0"}
    >
      {item.read ? (
        <Link
          to={centreHref("messageV2", from, { page: page > 1 ? page : null, message: isOpen ? null : item.id })}
          className="message-list__open"
          aria-expanded={isOpen}
          preventScrollReset
        >
          {heading}
        </Link>
      ) : (
        // Opening an unread message is what marks it read: a small form, so it works without JavaScript.
        <Form method="post" preventScrollReset className="message-list__form">
          <AuthenticityTokenInput />
          <input type="hidden" name="messageId" value={item.id} />
          <input type="hidden" name="page" value={page} />
          <SubmitButton intent="read" pending={pending} className="message-list__open">
            {heading}
          </SubmitButton>
        </Form>
      )}
      {isOpen ? (
        <div className="message-list__body" data-testid="message-body">
          {text.body ? <p>{text.body}</p> : null}
          {text.answer ? (
            <blockquote className="message-list__answer">
              <p>{text.answer}</p>
            </blockquote>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

// ---- feedback -----------------------------------------------------------------------------------

function FeedbackTab({ feedback }: { feedback: NonNullable<MessagesContent["feedback"]> }) {
  const { t } = useTranslation("messages");
  const location = useLocation();
  return (
    <>
      <FeedbackForm />
      <section aria-labelledby="feedback-history" className="feedback-history">
        <h4 id="feedback-history">{t("feedback.history")}</h4>
        {feedback.total === 0 ? (
          <p>{t("feedback.none")}</p>
        ) : (
          <ul className="message-list">
            {feedback.list.map((entry) => (
              <FeedbackItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        <Pager
          current={feedback.pageNo}
          totalPages={feedback.totalPages}
          href={(to) => hrefWith(location, { page: to })}
          label={t("feedback.history")}
        />
      </section>
    </>
  );
}

function FeedbackItem({ entry }: { entry: FeedbackEntry }) {
  const { t } = useTranslation("messages");
  return (
    <li className="message-list__item" data-feedback={entry.id}>
      <p className="message-list__head">
        <span className="message-list__title">
          {t(`questionType.${entry.questionType}`, { defaultValue: entry.questionType })}
        </span>
        <time className="message-list__time" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </time>
      </p>
      <p className="message-list__body">{entry.content}</p>
      {entry.images > 0 ? <p className="message-list__meta">{t("feedback.images", { count: entry.images })}</p> : null}
      {entry.answer ? (
        <blockquote className="message-list__answer">
          <p>{entry.answer}</p>
        </blockquote>
      ) : (
        <p className="message-list__meta">{t("feedback.waiting")}</p>
      )}
    </li>
  );
}

/** SPEC §5: a question type must be chosen; content within bounds; up to three png/jpg pictures of 5 MB. */
function FeedbackForm() {
  const { t } = useTranslation("messages");
  const [form, fields] = useCentreForm(MESSAGE_FORMS.feedback, "feedback", feedbackSchema);
  const content = getTextareaProps(fields.content, { ariaAttributes: true });
  const images = getInputProps(fields.images, { type: "file", ariaAttributes: true });
  return (
    <CentreForm form={form} multipart className="account-form feedback-form">
      <h4>{t("feedback.title")}</h4>
      <p className="field__hint">{t("feedback.intro")}</p>
      <Select
        meta={fields.questionType}
        label={t("feedback.questionType")}
        options={[
          { value: "", label: t("feedback.chooseType") },
          ...QUESTION_TYPES.map((type) => ({ value: type, label: t(`questionType.${type}`) })),
        ]}
      />
      <div className="field">
        <FieldLabel meta={fields.content} label={t("feedback.content")} />
        <textarea
          {...content}
          key={content.key}
          rows={5}
          maxLength={FEEDBACK_CONTENT.max}
          className="field__input field__textarea"
          aria-describedby={`${fields.content.descriptionId} ${fields.content.errorId}`}
        />
        <p id={fields.content.descriptionId} className="field__hint">
          {t("feedback.contentHint", { min: FEEDBACK_CONTENT.min, max: FEEDBACK_CONTENT.max })}
        </p>
        <FieldErrors meta={fields.content} />
      </div>
      <div className="field">
        <FieldLabel meta={fields.images} label={t("feedback.imagesLabel")} />
        <input
          {...images}
          key={images.key}
          multiple
          accept="image/png,image/jpeg"
          className="field__input"
          aria-describedby={`${fields.images.descriptionId} ${fields.images.errorId}`}
        />
        <p id={fields.images.descriptionId} className="field__hint">
          {t("feedback.imagesHint", { max: FEEDBACK_IMAGES.max })}
        </p>
        <FieldErrors meta={fields.images} />
      </div>
      <CentreSubmit intent="feedback">{t("feedback.submit")}</CentreSubmit>
    </CentreForm>
  );
}
