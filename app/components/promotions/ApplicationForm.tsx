import { getInputProps, getTextareaProps } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors, FieldLabel } from "~/components/forms/Field";
import { SubmitButton, useFormPending } from "~/components/forms/SubmitButton";
import { CentreForm, useCentreForm } from "~/components/member/CentreForm";
import { APPLICATION_FORM_ID, applyHref } from "~/lib/promotions/formIds";
import { applicationSchema } from "~/lib/promotions/forms";
import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGES_MAX } from "~contract/promotions";

/**
 * SPEC §5 activity application: a comment of at most 140 characters and up to three png or jpg pictures of
 * 5 MB. A multipart form posted to the promotion's own page, whichever page it is shown on; the answer
 * (or the refusal, next to its field) comes back there.
 */
export function ApplicationForm({ promotionId, cancelHref }: { promotionId: string; cancelHref: string }) {
  const { t } = useTranslation("promotions");
  const [form, fields] = useCentreForm(APPLICATION_FORM_ID, "apply", applicationSchema);
  const comment = getTextareaProps(fields.comment, { ariaAttributes: true });
  const images = getInputProps(fields.images, { type: "file", ariaAttributes: true });
  const pending = useFormPending((action) => action.startsWith("/promotions/"), "apply");
  return (
    <CentreForm form={form} multipart action={applyHref(promotionId)} className="account-form promo-application">
      <h2 className="promo-application__title">{t("apply.title")}</h2>
      <p className="field__hint">{t("apply.intro")}</p>
      <input type="hidden" name="promotionId" value={promotionId} />
      <div className="field">
        <FieldLabel meta={fields.comment} label={t("apply.comment")} />
        <textarea
          {...comment}
          key={comment.key}
          rows={4}
          maxLength={APPLICATION_COMMENT_MAX}
          className="field__input field__textarea"
          aria-describedby={`${fields.comment.descriptionId} ${fields.comment.errorId}`}
        />
        <p id={fields.comment.descriptionId} className="field__hint">
          {t("apply.commentHint", { max: APPLICATION_COMMENT_MAX })}
        </p>
        <FieldErrors meta={fields.comment} />
      </div>
      <div className="field">
        <FieldLabel meta={fields.images} label={t("apply.images")} />
        <input
          {...images}
          key={images.key}
          multiple
          accept="image/png,image/jpeg"
          className="field__input"
          aria-describedby={`${fields.images.descriptionId} ${fields.images.errorId}`}
        />
        <p id={fields.images.descriptionId} className="field__hint">
          {t("apply.imagesHint", { max: APPLICATION_IMAGES_MAX })}
        </p>
        <FieldErrors meta={fields.images} />
      </div>
      <div className="form-actions">
        <SubmitButton intent="apply" pending={pending}>
          {t("apply.submit")}
        </SubmitButton>
        <Link to={cancelHref} className="btn btn--outline" preventScrollReset>
          {t("apply.cancel")}
        </Link>
      </div>
    </CentreForm>
  );
}
