import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Pager } from "~/components/ui/Pager";
import { EmptyRow } from "~/components/ui/TableCells";
import { CONTRACT_INTENTS } from "~/lib/agent/contracts";
import type { ContractContent } from "~/lib/agent/contracts.server";
import { formatDateTime } from "~/lib/member/wallet";
import { hrefWith } from "~/lib/shell/urls";
import type { ContractView } from "~contract/answers/contracts";
import { ContractButton, ContractStepErrors, Termination } from "./ContractForms";
import { ContractStateBadge, TermsSummary } from "./ContractTerms";

/** The contracts the agent gave its direct downlines (live first): each one's state, rates, waiting change and steps. */
export function DownlineContracts({ content }: { content: ContractContent }) {
  const { t } = useTranslation("agent");
  const location = useLocation();
  const { downlines } = content;
  const caption = t("contract.downlines.caption", { total: downlines.total });
  return (
    <section aria-label={caption}>
      <div className="table-scroll">
        <table className="data-table data-table--stack" data-testid="downline-contracts">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("contract.table.holder")}</th>
              <th scope="col">{t("contract.table.state")}</th>
              <th scope="col">{t("contract.table.rates")}</th>
              <th scope="col">{t("contract.table.pending")}</th>
              <th scope="col">{t("table.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {downlines.list.length === 0 ? (
              <EmptyRow columns={5}>{t("contract.downlines.none")}</EmptyRow>
            ) : (
              downlines.list.map((contract) => (
                <DownlineContractRow key={contract.id} contract={contract} kind={content.kind} />
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager
        current={downlines.pageNo}
        totalPages={downlines.totalPages}
        href={(page) => hrefWith(location, { page, offer: null, confirm: null })}
        label={caption}
      />
    </section>
  );
}

function DownlineContractRow({ contract, kind }: { contract: ContractView; kind: ContractContent["kind"] }) {
  const { t } = useTranslation("agent");
  const location = useLocation();
  const live = contract.state === "signed" || contract.state === "offered";
  return (
    <tr data-holder={contract.holder} data-contract={contract.id}>
      <td data-label={t("contract.table.holder")}>{contract.holder}</td>
      <td data-label={t("contract.table.state")}>
        <ContractStateBadge state={contract.state} />
      </td>
      <td data-label={t("contract.table.rates")}>
        {contract.signed ? <TermsSummary kind={kind} terms={contract.signed.terms} /> : "–"}
      </td>
      <td data-label={t("contract.table.pending")}>
        {contract.pending ? (
          <span className="contract-waiting">
            {t(contract.state === "signed" ? "contract.downlines.changeWaiting" : "contract.downlines.offerWaiting", {
              at: formatDateTime(contract.pending.offeredAt),
            })}{" "}
            <span className="record-name__vendor">
              <TermsSummary kind={kind} terms={contract.pending.terms} />
            </span>
          </span>
        ) : (
          t("contract.downlines.nothingWaiting")
        )}
      </td>
      <td>
        <div className="contract-actions">
          {contract.pending ? (
            <ContractButton
              intent={CONTRACT_INTENTS.withdraw}
              fields={{ contractId: contract.id }}
              label={t("contract.withdraw.for", { username: contract.holder })}
            >
              {t(contract.state === "signed" ? "contract.withdraw.change" : "contract.withdraw.offer")}
            </ContractButton>
          ) : null}{" "}
          {contract.state !== "offered" ? (
            <Link
              to={`${hrefWith(location, { offer: contract.holder, confirm: null })}#offer-contract`}
              aria-label={t(live ? "contract.downlines.changeFor" : "contract.downlines.offerAgainFor", {
                username: contract.holder,
              })}
            >
              {t(live ? "contract.downlines.change" : "contract.downlines.offerAgain")}
            </Link>
          ) : null}{" "}
          <Termination contract={contract} view="downlines" other={contract.holder} />
        </div>
        <ContractStepErrors contractId={contract.id} />
      </td>
    </tr>
  );
}
