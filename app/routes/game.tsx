import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CentreErrors } from "~/components/member/CentreForm";
import { Money } from "~/components/member/Fields";
import { EmptyStatePage } from "~/components/pages/EmptyStatePage";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconDice } from "~/components/ui/Icons";
import { pageMeta } from "~/lib/i18n/meta";
import { LAUNCH_TRANSFER_FORM, launchTransferSchema } from "~/lib/games/play";
import { gameScreen, launchWithTransfer, type GameScreen } from "~/lib/games/play.server";
import { modalHref } from "~/lib/shell/urls";

// /game?nodeId=<id> (SPEC §2.1, frame: header only), and /seamless the same: the launched game in a
// frame, the amount to move into a transfer-mode vendor's wallet first, or why it cannot open.
export const loader = ({ request, context }: LoaderFunctionArgs) => gameScreen(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => launchWithTransfer(request, context);

export const meta: MetaFunction = (args) => pageMeta(args, "games:game.title");

export default function GamePage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const screen: GameScreen = (posted?.screen as GameScreen | null | undefined) ?? loaded;
  const { t } = useTranslation("games");
  const location = useLocation();
  if (screen.state === "none") return <EmptyStatePage section="game" />;
  if (screen.state === "playing") {
    return (
      <section className="game-stage" aria-label={screen.name}>
        <h1 className="visually-hidden">{screen.name}</h1>
        <iframe className="game-stage__frame" src={screen.url} title={screen.name} data-testid="game-frame" />
      </section>
    );
  }
  if (screen.state === "transfer") return <TransferStep screen={screen} />;
  const message = screen.state === "login" ? t("launch.login") : screen.state === "trial" ? t("launch.trial") : t(`launch.${screen.reason}`);
  const next =
    screen.state === "login" ? (
      <Link to={modalHref(location, "login")} className="btn btn--gold" preventScrollReset>
        {t("launch.loginButton")}
      </Link>
    ) : screen.state === "trial" ? (
      <Link to={modalHref(location, "needTrueAccount")} className="btn btn--gold" preventScrollReset>
        {t("launch.trialButton")}
      </Link>
    ) : (
      <Link to="/" className="btn btn--outline">
        {t("backHome")}
      </Link>
    );
  return (
    <section className="page-section">
      <h1 className="page-title">{t("game.title")}</h1>
      <EmptyState icon={<IconDice />} title={message}>
        {next}
      </EmptyState>
    </section>
  );
}

/** A transfer-mode vendor plays from its own wallet: how much of the main wallet goes in (confirmTrans). */
function TransferStep({ screen }: { screen: Extract<GameScreen, { state: "transfer" }> }) {
  const { t } = useTranslation("games");
  const posted = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id: LAUNCH_TRANSFER_FORM,
    lastResult: posted?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: launchTransferSchema }),
  });
  const { vendorName, mainBalance, vendorBalance } = screen.ask;
  return (
    <section className="page-section game-transfer" aria-labelledby="game-transfer-title">
      <h1 className="page-title" id="game-transfer-title">
        {t("launch.transfer.title", { vendor: vendorName })}
      </h1>
      <p>{t("launch.transfer.lead", { vendor: vendorName })}</p>
      <dl className="facts">
        <dt>{t("launch.transfer.main")}</dt>
        <dd data-testid="main-balance">
          <Money minor={mainBalance} />
        </dd>
        <dt>{t("launch.transfer.vendorWallet", { vendor: vendorName })}</dt>
        <dd data-testid="vendor-balance">
          <Money minor={vendorBalance} />
        </dd>
      </dl>
      <Form method="post" action={`${location.pathname}?nodeId=${encodeURIComponent(screen.nodeId)}`} {...getFormProps(form)} className="account-form" preventScrollReset>
        <AuthenticityTokenInput />
        <CentreErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="requestKey" value={screen.requestKey} />
        <Field meta={fields.amount} label={t("launch.transfer.amount")} inputMode="numeric" autoComplete="off" />
        <p className="field__hint">{t("launch.transfer.hint")}</p>
        <SubmitButton pending={pending}>{pending ? t("launch.transfer.pending") : t("launch.transfer.submit")}</SubmitButton>
      </Form>
    </section>
  );
}
