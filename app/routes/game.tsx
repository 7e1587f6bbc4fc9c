import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  useRevalidator,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useRef } from "react";
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
import { CARE_REFUSALS, LAUNCH_TRANSFER_FORM, REALITY_ACK_INTENT, launchTransferSchema } from "~/lib/games/play";
import { gameScreen, launchWithTransfer, type GameScreen } from "~/lib/games/play.server";
import { PAY_ALL_HREF } from "~/lib/member/centres";
import { formatDateTime } from "~/lib/member/wallet";
import { modalHref } from "~/lib/shell/urls";

// /game?nodeId=<id> (SPEC §2.1, frame: header only), and /seamless the same: the launched game in a
// frame, the amount to move into a transfer-mode vendor's wallet first, or why it cannot open.
export const loader = ({ request, context }: LoaderFunctionArgs) => gameScreen(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => launchWithTransfer(request, context);

export const meta: MetaFunction = (args) => pageMeta(args, "games:game.title");

// The frame's rounds refresh the header's balance (the root's data) without launching the game again:
// a revalidation of the same address leaves this route's data alone; a form or a new address does not.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate);

/**
 * The launched game. Each round in it is a form the frame posts, so each later load of the frame is a
 * settled round: the header's balance is fetched again (with JavaScript; without it, the balance's
 * refresh link does it).
 */
function GameFrame({ url, name, refresh }: { url: string; name: string; refresh: boolean }) {
  const revalidator = useRevalidator();
  const frame = useRef<HTMLIFrameElement>(null);
  const loads = useRef(0);
  useEffect(() => {
    // A game page that finished loading before hydration fired its load event unseen: count it.
    try {
      if (frame.current?.contentDocument?.readyState === "complete") loads.current = Math.max(loads.current, 1);
    } catch {
      // Another origin's frame: its first load event is still to come.
    }
  }, []);
  return (
    <iframe
      ref={frame}
      className="game-stage__frame"
      src={url}
      title={name}
      data-testid="game-frame"
      onLoad={() => {
        loads.current += 1;
        if (refresh && loads.current > 1) revalidator.revalidate();
      }}
    />
  );
}

/**
 * With JavaScript, the page loads again when the reality check falls due while the game is open, so the
 * reminder interrupts play on time (ADR 0034); without it, the next bet is refused and says where to go.
 */
function useRealityReload(dueAt: string | null) {
  useEffect(() => {
    if (!dueAt) return;
    const wait = Date.parse(dueAt) - Date.now();
    // Already past (the platform's clock disagrees): the next bet's refusal will tell; never reload in a loop.
    if (!(wait > 0) || wait > 2 ** 31 - 1) return;
    const timer = window.setTimeout(() => window.location.reload(), wait + 2000);
    return () => window.clearTimeout(timer);
  }, [dueAt]);
}

/** The reality check (RTS 13): the session's time and net position; going on needs the form's "continue". */
function RealityNotice({ screen }: { screen: Extract<GameScreen, { state: "reality" }> }) {
  const { t } = useTranslation("care");
  const location = useLocation();
  const { due } = screen;
  return (
    <section className="page-section reality-check" aria-labelledby="reality-title" id="reality-check">
      <h1 className="page-title" id="reality-title">
        {t("realityNotice.title")}
      </h1>
      <p>{t("realityNotice.lead", { minutes: due.minutes, since: formatDateTime(due.startedAt) })}</p>
      <p data-testid="reality-net">
        {t("realityNotice.net")} <Money minor={due.net} />
      </p>
      {due.open !== "0" ? (
        <p data-testid="reality-open">
          {t("realityNotice.open")} <Money minor={due.open} />
        </p>
      ) : null}
      <p>{t("realityNotice.question")}</p>
      <Form
        method="post"
        action={`${location.pathname}${location.search}`}
        id="reality-ack-form"
        className="account-form"
      >
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value={REALITY_ACK_INTENT} />
        <button type="submit" className="btn btn--gold">
          {t("realityNotice.continue")}
        </button>
      </Form>
      <p>
        <Link to="/member/transactionHistory">{t("realityNotice.stop")}</Link> ·{" "}
        <Link to="/member/responsiblePlay">{t("realityNotice.limits")}</Link>
      </p>
    </section>
  );
}

export default function GamePage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const screen: GameScreen = (posted?.screen as GameScreen | null | undefined) ?? loaded;
  const { t } = useTranslation("games");
  const location = useLocation();
  useRealityReload(screen.state === "playing" ? (screen.session?.realityDueAt ?? null) : null);
  if (screen.state === "none") return <EmptyStatePage section="game" />;
  if (screen.state === "reality") return <RealityNotice screen={screen} />;
  if (screen.state === "playing") {
    return (
      <section className="game-stage" aria-label={screen.name}>
        <h1 className="visually-hidden">{screen.name}</h1>
        {screen.session ? (
          <p className="game-session" id="game-session">
            {t("care:session.line", {
              since: formatDateTime(screen.session.startedAt),
              minutes: screen.session.minutes,
            })}{" "}
            · {t("care:session.net")} <Money minor={screen.session.net} /> ·{" "}
            {screen.session.limitEndsAt ? (
              <>{t("care:session.limit", { at: formatDateTime(screen.session.limitEndsAt) })} · </>
            ) : null}
            <Link to="/member/responsiblePlay">{t("care:link")}</Link>
          </p>
        ) : null}
        {/* A game opened by the transfer step is the action's answer, which a revalidation would drop. */}
        <GameFrame url={screen.url} name={screen.name} refresh={!posted?.screen} />
        {/* Browsers without frames (w3m shows none, lynx only a bare link) reach the game and the way back here. */}
        <p className="game-stage__links">
          <a href={screen.url} data-testid="game-own-page">
            {t("game.ownPage", { name: screen.name })}
          </a>{" "}
          · <Link to="/inhouse">{t("game.back")}</Link>
        </p>
      </section>
    );
  }
  if (screen.state === "transfer") return <TransferStep screen={screen} />;
  const paused = screen.state === "refused" && CARE_REFUSALS.includes(screen.reason);
  // An agent that owes its downlines settlements plays again once it has paid them (ADR 0044).
  const frozen = screen.state === "refused" && screen.reason === "FROZEN";
  const message =
    screen.state === "login"
      ? t("launch.login")
      : screen.state === "trial"
        ? t("launch.trial")
        : paused || frozen
          ? t(`care:launch.${screen.reason}`)
          : t(`launch.${screen.reason}`);
  const next =
    screen.state === "login" ? (
      <Link to={modalHref(location, "login")} className="btn btn--gold" preventScrollReset>
        {t("launch.loginButton")}
      </Link>
    ) : screen.state === "trial" ? (
      <Link to={modalHref(location, "needTrueAccount")} className="btn btn--gold" preventScrollReset>
        {t("launch.trialButton")}
      </Link>
    ) : paused ? (
      <Link to="/member/responsiblePlay" className="btn btn--outline">
        {t("care:launch.button")}
      </Link>
    ) : frozen ? (
      <Link to={PAY_ALL_HREF} className="btn btn--gold">
        {t("care:frozen.payAll")}
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
      <Form
        method="post"
        action={`${location.pathname}?nodeId=${encodeURIComponent(screen.nodeId)}`}
        {...getFormProps(form)}
        className="account-form"
        preventScrollReset
      >
        <AuthenticityTokenInput />
        <CentreErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="requestKey" value={screen.requestKey} />
        <Field meta={fields.amount} label={t("launch.transfer.amount")} inputMode="numeric" autoComplete="off" />
        <p className="field__hint">{t("launch.transfer.hint")}</p>
        <SubmitButton pending={pending}>
          {pending ? t("launch.transfer.pending") : t("launch.transfer.submit")}
        </SubmitButton>
      </Form>
    </section>
  );
}
