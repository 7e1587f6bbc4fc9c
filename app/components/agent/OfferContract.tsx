import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "~/components/forms/Checkbox";
import { Field, FieldErrors } from "~/components/forms/Field";
import { Select } from "~/components/forms/Select";
import { CentreForm, CentreSubmit, useCentreForm } from "~/components/member/CentreForm";
import { CONTRACT_FORMS, CONTRACT_INTENTS, isTiered, offerSchema, type OfferFormValues } from "~/lib/agent/contracts";
import type { ContractActionData, ContractContent } from "~/lib/agent/contracts.server";
import type { AgentContracts } from "~/lib/agent/centre.server";
import { AGENT_CONTRACT_SECTIONS, agentHref } from "~/lib/member/centres";
import { DIVIDEND_PERIODS, TIERS_MAX, type ContractKind } from "~contract/contracts";

type TierFields = { minValidBet?: string; minActive?: string; rate?: string };

/**
 * The offer of a contract to a direct downline agent, or a change of the one it holds (SPEC §4): the terms
 * as the agent reads them (VND, percent), every tier row on the page so it works without JavaScript.
 */
export function OfferContract({
  kind,
  offer,
  from,
  contracts,
}: {
  kind: ContractKind;
  offer: NonNullable<ContractContent["offer"]>;
  from: string | null;
  contracts: AgentContracts;
}) {
  const { t } = useTranslation("agent");
  const kindName = t(`contract.kind.${kind}`);
  return (
    <section id="offer-contract" className="contract-card" aria-labelledby="offer-contract-title">
      <h4 id="offer-contract-title">{t("contract.offer.title", { kind: kindName })}</h4>
      <OtherKinds kind={kind} username={offer.defaults.username} from={from} contracts={contracts} />
      {offer.canOffer ? (
        <OfferForm kind={kind} defaults={offer.defaults} />
      ) : (
        <p className="field__hint">{t("contract.offer.needOwn", { kind: kindName })}</p>
      )}
    </section>
  );
}

/** The other enabled kinds' offer forms for the same downline (team management links to the first). */
function OtherKinds({
  kind,
  username,
  from,
  contracts,
}: {
  kind: ContractKind;
  username: string;
  from: string | null;
  contracts: AgentContracts;
}) {
  const { t } = useTranslation("agent");
  const others = AGENT_CONTRACT_SECTIONS.filter((entry) => entry.kind !== kind && contracts.enabled[entry.kind]);
  if (others.length === 0) return null;
  return (
    <nav aria-label={t("contract.offer.otherKinds")} className="contract-kinds">
      <span className="field__hint">{t("contract.offer.otherKinds")}</span>
      <ul>
        {others.map((entry) => (
          <li key={entry.kind}>
            <Link
              to={`${agentHref(entry.section, from, { tab: "downlines", offer: username || null })}#offer-contract`}
            >
              {t(`contract.kindTitle.${entry.kind}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function OfferForm({ kind, defaults }: { kind: ContractKind; defaults: OfferFormValues }) {
  const { t } = useTranslation("agent");
  const answer = useActionData<ContractActionData>();
  const below = answer?.intent === CONTRACT_INTENTS.offer ? answer.belowDownlines : undefined;
  // Every row is on the page (the unused ones empty), so a browser without JavaScript can fill any of them.
  const tiers = Array.from({ length: TIERS_MAX }, (_, index) => defaults.tiers?.[index] ?? {});
  const [form, fields] = useCentreForm(CONTRACT_FORMS.offer, CONTRACT_INTENTS.offer, offerSchema(kind), {
    defaultValue: { ...defaults, tiers },
  });
  return (
    <CentreForm form={form}>
      <Field meta={fields.username} label={t("contract.field.username")} autoComplete="off" />
      {isTiered(kind) ? (
        <>
          <TierRows meta={fields.tiers} />
          <Field
            meta={fields.activeMinBet}
            label={t("contract.field.activeMinBet")}
            inputMode="numeric"
            autoComplete="off"
          />
          <p className="field__hint">{t("contract.offer.activeMinBetHint")}</p>
          {kind === "dividend" ? (
            <Select
              meta={fields.period}
              label={t("contract.field.period")}
              options={DIVIDEND_PERIODS.map((period) => ({ value: period, label: t(`contract.period.${period}`) }))}
            />
          ) : null}
        </>
      ) : (
        <>
          <Field
            meta={fields.profitRate}
            label={t("contract.field.profitRatePercent")}
            inputMode="decimal"
            autoComplete="off"
          />
          <Field
            meta={fields.lossRate}
            label={t("contract.field.lossRatePercent")}
            inputMode="decimal"
            autoComplete="off"
          />
          <Field
            meta={fields.minSingleBet}
            label={t("contract.field.minSingleBet")}
            inputMode="numeric"
            autoComplete="off"
          />
        </>
      )}
      {below?.length ? (
        <div className="contract-below" data-testid="below-downlines">
          <p>{t("contract.offer.belowList")}</p>
          <ul>
            {below.map((contract) => (
              <li key={`${contract.holder}:${contract.upline ?? ""}`}>
                {contract.upline
                  ? t("contract.offer.belowEntry", { holder: contract.holder, upline: contract.upline })
                  : contract.holder}
              </li>
            ))}
          </ul>
          <Checkbox meta={fields.terminateLower} label={t("contract.offer.terminateLower")} />
        </div>
      ) : null}
      <CentreSubmit intent={CONTRACT_INTENTS.offer}>{t("contract.offer.submit")}</CentreSubmit>
    </CentreForm>
  );
}

/** The tiers, lowest first: one row each of minimum team valid bet, minimum active members and rate. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the offer form's shape, whatever its kind
function TierRows({ meta }: { meta: FieldMetadata<(TierFields | undefined)[] | undefined, any, string[]> }) {
  const { t } = useTranslation("agent");
  const rows = meta.getFieldList();
  return (
    <fieldset className="tier-rows" aria-describedby="tier-rows-hint">
      <legend className="field__label">{t("contract.field.tiers")}</legend>
      <p className="field__hint" id="tier-rows-hint">
        {t("contract.offer.tiersHint", { max: TIERS_MAX })}
      </p>
      {/* Spaces between the heads: the row is a CSS grid, and lynx read "TierValid bet from (VND)Active from". */}
      <div className="tier-row tier-row--head" aria-hidden="true">
        <span>{t("contract.table.tier")}</span> <span>{t("contract.offer.head.validBet")}</span>{" "}
        <span>{t("contract.offer.head.active")}</span> <span>{t("contract.offer.head.rate")}</span>
      </div>
      {rows.map((row, index) => (
        <TierRow key={row.key ?? index} index={index} fields={row.getFieldset()} />
      ))}
      <FieldErrors meta={meta as FieldMetadata<unknown>} />
    </fieldset>
  );
}

function TierRow({
  index,
  fields,
}: {
  index: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  fields: { [K in keyof TierFields]-?: FieldMetadata<string | undefined, any, string[]> };
}) {
  const { t } = useTranslation("agent");
  const number = index + 1;
  const cells = [
    { meta: fields.minValidBet, label: t("contract.offer.tierMinValidBet", { number }), inputMode: "numeric" as const },
    { meta: fields.minActive, label: t("contract.offer.tierMinActive", { number }), inputMode: "numeric" as const },
    { meta: fields.rate, label: t("contract.offer.tierRate", { number }), inputMode: "decimal" as const },
  ];
  return (
    <div className="tier-row" data-tier={number}>
      <span className="tier-row__number" aria-hidden="true">
        {number}
      </span>
      {cells.map(({ meta, label, inputMode }) => {
        const props = getInputProps(meta as FieldMetadata<string>, { type: "text", ariaAttributes: true });
        return (
          <div key={meta.name} className="tier-row__cell">
            <label htmlFor={meta.id} className="visually-hidden">
              {label}
            </label>
            <input {...props} key={props.key} className="field__input" inputMode={inputMode} autoComplete="off" />
            <FieldErrors meta={meta as FieldMetadata<unknown>} />
          </div>
        );
      })}
    </div>
  );
}
