import { TabBar } from "~/components/ui/TabBar";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconCoins } from "~/components/ui/Icons";
import { CONTRACT_INTENTS, CONTRACT_TABS } from "~/lib/agent/contracts";
import type { ContractConfirm, ContractContent } from "~/lib/agent/contracts.server";
import { agentHref, contractSection } from "~/lib/member/centres";
import { formatDateTime } from "~/lib/member/wallet";
import { hrefWith } from "~/lib/shell/urls";
import { formatMinor } from "~contract/money";
import type { AgentSectionProps } from "./AgentCentre";
import { ConfirmDialog, ContractButton, ContractStepErrors, Termination } from "./ContractForms";
import { ContractStateBadge, ContractTerms } from "./ContractTerms";
import { DownlineContracts } from "./DownlineContracts";
import { OfferContract } from "./OfferContract";
import { Settlements } from "./Settlements";

/**
 * A contract screen (SPEC §2.7 entries 9–12) for one kind: what the agent owes (and the freeze until it pays),
 * then three views as links — its own contract, those it gave its direct downlines (and the offer form), the
 * settlements. A kind the operator has not enabled says so.
 */
export function ContractSection({ content, from, contracts }: { content: ContractContent } & AgentSectionProps) {
  const { t } = useTranslation("agent");
  const section = contractSection(content.kind);
  const kindName = t(`contract.kind.${content.kind}`);
  return (
    <div className="centre-stack" data-contract-kind={content.kind}>
      {content.owed.count > 0 ? <OwedNotice owed={content.owed} /> : null}
      {!content.enabled ? (
        <div data-testid="contract-disabled">
          <EmptyState
            icon={<IconCoins />}
            title={t("contract.disabled", { kind: kindName })}
            text={t("contract.disabledText")}
          />
        </div>
      ) : (
        <>
          <TabBar
            label={t("contract.tabs.label")}
            tabs={CONTRACT_TABS.map((tab) => ({
              key: tab,
              to: agentHref(section, from, { tab: tab === "mine" ? null : tab }),
              label: t(`contract.tabs.${tab}`),
              current: content.tab === tab,
            }))}
          />
          {content.tab === "mine" ? <MyContract content={content} /> : null}
          {content.tab === "downlines" ? (
            <>
              <DownlineContracts content={content} />
              {content.offer ? (
                <OfferContract kind={content.kind} offer={content.offer} from={from} contracts={contracts} />
              ) : null}
            </>
          ) : null}
          {content.settlements ? <Settlements kind={content.kind} settlements={content.settlements} /> : null}
        </>
      )}
      {content.confirm ? <ContractConfirmation confirm={content.confirm} kindName={kindName} /> : null}
    </div>
  );
}

/** ADR 0044: an agent that could not pay its downlines is frozen for bets, withdrawals and transfers until it pays them all. */
function OwedNotice({ owed }: { owed: ContractContent["owed"] }) {
  const { t } = useTranslation("agent");
  const location = useLocation();
  return (
    <section className="contract-owed" aria-labelledby="contract-owed-title" data-testid="contract-owed">
      <h4 id="contract-owed-title">{t("contract.owed.title")}</h4>
      <p>{t("contract.owed.text", { count: owed.count, amount: formatMinor(owed.amount) })}</p>
      {/* In a paragraph: lynx draws the tab bar after it inline, and read "Pay allMy contract". */}
      <p>
        <Link
          to={hrefWith(location, { confirm: "payAll", contract: null, step: null })}
          className="btn btn--gold"
          preventScrollReset
        >
          {t("contract.owed.payAll")}
        </Link>
      </p>
    </section>
  );
}

/** The agent's own contract of this kind: its state, the terms in force, an offer or change waiting, its ending. */
function MyContract({ content }: { content: ContractContent }) {
  const { t } = useTranslation("agent");
  const { mine, kind } = content;
  if (!mine)
    return <EmptyState icon={<IconCoins />} title={t("contract.mine.none")} text={t("contract.mine.noneText")} />;
  const upline = mine.upline ?? t("contract.operator");
  return (
    <section
      className="contract-card"
      aria-labelledby="my-contract-title"
      data-testid="my-contract"
      data-contract={mine.id}
    >
      <h4 id="my-contract-title">{t("contract.mine.title")}</h4>
      <dl className="facts">
        <dt>{t("contract.upline")}</dt>
        <dd>{upline}</dd>
        <dt>{t("contract.stateLabel")}</dt>
        <dd>
          <ContractStateBadge state={mine.state} />
        </dd>
        {mine.signed?.acceptedAt ? (
          <>
            <dt>{t("contract.signedAt")}</dt>
            <dd>{formatDateTime(mine.signed.acceptedAt)}</dd>
          </>
        ) : null}
      </dl>
      {mine.signed ? (
        <ContractTerms
          kind={kind}
          terms={mine.signed.terms}
          caption={t("contract.termsInForce", { version: mine.signed.version })}
          id="my-terms"
        />
      ) : null}
      {mine.pending ? (
        <div className="contract-pending" data-testid="my-pending">
          <p className="contract-pending__title">
            {t(mine.state === "signed" ? "contract.mine.changeWaiting" : "contract.mine.offerWaiting", {
              upline,
              at: formatDateTime(mine.pending.offeredAt),
            })}
          </p>
          <ContractTerms
            kind={kind}
            terms={mine.pending.terms}
            caption={t("contract.termsOffered", { version: mine.pending.version })}
            id="my-pending-terms"
          />
          <div className="contract-actions">
            <ContractButton
              intent={CONTRACT_INTENTS.answer}
              fields={{ contractId: mine.id, answer: "accept" }}
              className="btn btn--gold btn--small"
            >
              {t("contract.answer.accept")}
            </ContractButton>
            <ContractButton intent={CONTRACT_INTENTS.answer} fields={{ contractId: mine.id, answer: "reject" }}>
              {t("contract.answer.reject")}
            </ContractButton>
          </div>
        </div>
      ) : null}
      <Termination contract={mine} view="mine" other={upline} />
      <ContractStepErrors contractId={mine.id} />
    </section>
  );
}

/** The confirmation the address asks for: ending a contract, or paying every pending settlement. */
function ContractConfirmation({ confirm, kindName }: { confirm: ContractConfirm; kindName: string }) {
  const { t } = useTranslation("agent");
  if (confirm.what === "payAll") {
    return (
      <ConfirmDialog
        id="pay-all-confirm"
        title={t("contract.owed.confirmTitle")}
        summary={t("contract.owed.confirm", { count: confirm.count, amount: formatMinor(confirm.amount) })}
        intent={CONTRACT_INTENTS.payAll}
        fields={{}}
        submit={t("contract.owed.confirmSubmit")}
      >
        {confirm.mainBalance !== null ? (
          <p className="field__hint">{t("contract.owed.balance", { balance: formatMinor(confirm.mainBalance) })}</p>
        ) : null}
      </ConfirmDialog>
    );
  }
  const { contract, step, mine } = confirm;
  const other = mine ? (contract.upline ?? t("contract.operator")) : contract.holder;
  return (
    <ConfirmDialog
      id="terminate-confirm"
      title={t(`contract.terminate.${step}Title`)}
      summary={t(`contract.terminate.${step}Confirm`, { kind: kindName, other })}
      intent={CONTRACT_INTENTS.terminate}
      fields={{ contractId: contract.id, step, view: mine ? "mine" : "downlines" }}
      submit={t(`contract.terminate.${step}Submit`)}
    />
  );
}
