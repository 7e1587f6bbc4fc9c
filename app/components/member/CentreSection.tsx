import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconTools, IconWifiOff } from "~/components/ui/Icons";
import type { SectionData } from "~/lib/wallet.server";
import { BettingRecord } from "./BettingRecord";
import { BonusDetails } from "./BonusDetails";
import { DepositSection } from "./DepositSection";
import { PersonalProfit } from "./PersonalProfit";
import { SecurityCenter } from "./SecurityCenter";
import { TransactionHistory } from "./TransactionHistory";
import { TransferFund } from "./TransferFund";
import { TransferUpline } from "./TransferUpline";
import { WithdrawSection } from "./WithdrawSection";

export type SectionProps = { requestKey: string; from: string | null };

/** The open section's content; a section the platform could not answer for says so, with a retry. */
export function CentreSection({ data, requestKey, from }: { data: SectionData } & SectionProps) {
  const common = { requestKey, from };
  if (data.section === "empty") return <LaterSection />;
  if ("failed" in data.content) return <SectionFailed />;
  switch (data.section) {
    case "securityCenter":
      return <SecurityCenter content={data.content} {...common} />;
    case "transferFund":
      return <TransferFund content={data.content} {...common} />;
    case "depositv2":
      return <DepositSection content={data.content} {...common} />;
    case "withdraw":
      return <WithdrawSection content={data.content} {...common} />;
    case "transferUpline":
      return <TransferUpline content={data.content} {...common} />;
    case "transactionHistory":
      return <TransactionHistory content={data.content} {...common} />;
    case "personalProfit":
      return <PersonalProfit content={data.content} {...common} />;
    case "bonusDetails":
      return <BonusDetails content={data.content} {...common} />;
    case "personalHistoryCopy":
      return <BettingRecord content={data.content} {...common} />;
  }
}

/** Sections whose content arrives with a later release: their frame, and no invented numbers. */
function LaterSection() {
  const { t } = useTranslation("member");
  return <EmptyState icon={<IconTools />} title={t("sectionEmpty")} text={t("sectionEmptyText")} />;
}

function SectionFailed() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <EmptyState icon={<IconWifiOff />} title={t("member:sectionFailed")} text={t("errors.tryAgain")}>
      <Link to={`${location.pathname}${location.search}`} className="btn btn--gold" reloadDocument>
        {t("errors.retry")}
      </Link>
    </EmptyState>
  );
}
