import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/forms/ErrorList";
import { parseMessage } from "~/lib/forms/messages";
import { PAY_ALL_HREF } from "~/lib/member/centres";

// A centre form's messages on their own, without the form (conform, zod): pages that only show a result's
// errors next to a button (a promotion's standing, a free round) import this alone.

/** Where a form-level message's fix is: the payment password to set, the settlements a frozen agent must pay. */
const FIXES: Record<string, { href: string; label: string }> = {
  "member:error.PAYMENT_PASSWORD_NOT_SET": {
    href: "/member/securityCenter#payment-password",
    label: "member:paymentPassword.setLink",
  },
  "care:error.FROZEN": { href: PAY_ALL_HREF, label: "care:frozen.payAll" },
  // A no-deposit bonus asks for a contact bound first; a second wagering bonus waits for the first to end.
  "promotions:error.BIND_REQUIRED": { href: "/member/securityCenter", label: "promotions:fix.bind" },
  "promotions:error.BIND_REQUIRED_FIELD": { href: "/member/securityCenter", label: "promotions:fix.bind" },
  "promotions:error.ONE_ACTIVE_BONUS": { href: "/member/bonusDetails", label: "promotions:fix.bonuses" },
};

/** Form-level messages, each with a link to its fix when it has one. */
export function CentreErrors({ errors, id }: { errors: string[] | undefined; id: string }) {
  const { t } = useTranslation("member");
  const fixLink = (error: string) => {
    const fix = FIXES[parseMessage(error).key];
    return fix ? (
      <>
        {" "}
        <Link to={fix.href}>{t(fix.label)}</Link>
      </>
    ) : null;
  };
  return <ErrorList errors={errors} id={id} ns="member" after={fixLink} />;
}
