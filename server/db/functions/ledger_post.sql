-- Posts one ledger transfer (ADR 0026, 0028): locks its accounts in order (a missing one is created first), checks
-- that money and points each sum to zero and that no member account goes below zero, and writes the transfer, its
-- entries and the cached balances together. A refusal is an answer ({status: ...}), never an error, and writes
-- nothing. p_accounts are sorted ascending and distinct, p_amounts the signed amounts in the same order.
-- The definition in force (ADR 0071): change it here, never in a migration; every start applies this file.
CREATE OR REPLACE FUNCTION public.ledger_post(p_key text, p_kind text, p_memo text, p_metadata jsonb, p_reverses bigint, p_accounts bigint[], p_amounts bigint[])
 RETURNS json
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  t ledger_transfers;
  n int := cardinality(p_accounts);
  -- A merchant account's shard for this connection: concurrent connections post to different rows.
  my_shard smallint := pg_backend_pid() % 16;
  locked_ids bigint[];
  shards smallint[];
  balances bigint[];
  may_go_negative boolean[];
  kinds text[];
  after bigint[] := '{}';
  recorded bigint[] := '{}';
  money_sum numeric := 0;
  points_sum numeric := 0;
BEGIN
  SELECT * INTO t FROM ledger_transfers WHERE idempotency_key = p_key;
  IF FOUND THEN
    RETURN ledger_transfer_json(t, true);
  END IF;

  FOR attempt IN 1..2 LOOP
    SELECT array_agg(l.account_id ORDER BY l.account_id), array_agg(l.shard ORDER BY l.account_id), array_agg(l.balance ORDER BY l.account_id), array_agg(l.may_go_negative ORDER BY l.account_id), array_agg(l.kind ORDER BY l.account_id)
      INTO locked_ids, shards, balances, may_go_negative, kinds
      FROM (
        SELECT b.account_id, b.shard, b.balance, b.may_go_negative, a.kind
        FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id AND b.shard = CASE WHEN a.member_id IS NULL THEN my_shard ELSE 0 END
        WHERE a.id = ANY (p_accounts)
        ORDER BY b.account_id
        FOR UPDATE OF b
      ) l;
    EXIT WHEN coalesce(cardinality(locked_ids), 0) = n OR attempt = 2;
    INSERT INTO ledger_balances (account_id, shard, may_go_negative)
      SELECT id, CASE WHEN member_id IS NULL THEN my_shard ELSE 0 END, member_id IS NULL FROM ledger_accounts WHERE id = ANY (p_accounts) ORDER BY id
      ON CONFLICT DO NOTHING;
  END LOOP;
  IF coalesce(cardinality(locked_ids), 0) <> n THEN
    RETURN json_build_object('status', 'unknown_account', 'accounts', (SELECT json_agg(x) FROM unnest(p_accounts) x WHERE x <> ALL (coalesce(locked_ids, '{}'))));
  END IF;

  FOR i IN 1..n LOOP
    IF kinds[i] IN ('points', 'points_pool') THEN
      points_sum := points_sum + p_amounts[i];
    ELSE
      money_sum := money_sum + p_amounts[i];
    END IF;
  END LOOP;
  IF money_sum <> 0 OR points_sum <> 0 THEN
    RETURN json_build_object('status', 'units_unbalanced');
  END IF;

  FOR i IN 1..n LOOP
    after := after || (balances[i] + p_amounts[i]);
    recorded := recorded || CASE WHEN may_go_negative[i] THEN NULL ELSE balances[i] + p_amounts[i] END;
    IF after[i] < 0 AND NOT may_go_negative[i] THEN
      -- A concurrent post of the same key that won the race is answered with its result, not with the
      -- shortfall its own movement caused.
      SELECT * INTO t FROM ledger_transfers WHERE idempotency_key = p_key;
      IF FOUND THEN
        RETURN ledger_transfer_json(t, true);
      END IF;
      RETURN json_build_object('status', 'insufficient_funds', 'accountId', p_accounts[i], 'balance', balances[i]::text, 'amount', (-p_amounts[i])::text);
    END IF;
  END LOOP;

  INSERT INTO ledger_transfers (idempotency_key, kind, memo, metadata, reverses_transfer_id)
    VALUES (p_key, p_kind, p_memo, p_metadata, p_reverses)
    ON CONFLICT DO NOTHING
    RETURNING * INTO t;
  IF NOT FOUND THEN
    SELECT * INTO t FROM ledger_transfers WHERE idempotency_key = p_key;
    IF FOUND THEN
      RETURN ledger_transfer_json(t, true);
    END IF;
    RETURN json_build_object('status', 'already_reversed');
  END IF;

  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
    SELECT t.id, v.account_id, v.amount, v.balance_after FROM unnest(p_accounts, p_amounts, recorded) AS v(account_id, amount, balance_after);
  UPDATE ledger_balances b SET balance = v.balance_after
    FROM unnest(p_accounts, shards, after) AS v(account_id, shard, balance_after)
    WHERE b.account_id = v.account_id AND b.shard = v.shard;

  RETURN json_build_object(
    'status', 'ok',
    'replayed', false,
    'id', t.id,
    'idempotencyKey', t.idempotency_key,
    'kind', t.kind,
    'memo', t.memo,
    'metadata', t.metadata,
    'reversesTransferId', t.reverses_transfer_id,
    'createdAt', to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'entries', (SELECT json_agg(json_build_object('accountId', v.account_id, 'amount', v.amount::text, 'balanceAfter', v.balance_after::text)) FROM unnest(p_accounts, p_amounts, recorded) AS v(account_id, amount, balance_after))
  );
END
$function$;
