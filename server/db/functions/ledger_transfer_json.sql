-- A ledger transfer with its entries as the ledger answers it (ADR 0026): the answer of ledger_post, fresh or
-- replayed.
-- The definition in force (ADR 0071): change it here, never in a migration; every start applies this file.
CREATE OR REPLACE FUNCTION public.ledger_transfer_json(t ledger_transfers, replayed boolean)
 RETURNS json
 LANGUAGE sql
 STABLE
AS $function$
  SELECT json_build_object(
    'status', 'ok',
    'replayed', replayed,
    'id', t.id,
    'idempotencyKey', t.idempotency_key,
    'kind', t.kind,
    'memo', t.memo,
    'metadata', t.metadata,
    'reversesTransferId', t.reverses_transfer_id,
    'createdAt', to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'entries', (
      SELECT coalesce(json_agg(json_build_object('accountId', e.account_id, 'amount', e.amount::text, 'balanceAfter', e.balance_after::text) ORDER BY e.account_id), '[]'::json)
      FROM ledger_entries e WHERE e.transfer_id = t.id
    )
  )
$function$;
