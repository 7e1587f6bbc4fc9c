-- One seamless-wallet call (a debit or credit of a vendor's round, ADR 0026) in one statement: the round, its
-- transaction and the ledger transfer, with care_check on a new bet. A refusal raises SQLSTATE LA001 (MESSAGE the
-- error code, HINT the English message, DETAIL the error's value as JSON), so the whole statement rolls back.
-- The definition in force (ADR 0071): change it here, never in a migration; every start applies this file.
CREATE OR REPLACE FUNCTION public.seamless_move(p_type text, p_vendor text, p_transaction_id text, p_round_id text, p_member_id uuid, p_game_code text, p_amount bigint, p_live boolean, p_round_closed boolean, p_detail jsonb, p_wallet bigint, p_clearing bigint)
 RETURNS json
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  r game_rounds;
  have_round boolean;
  earlier game_transactions;
  earlier_round text;
  posted json;
  moved_id bigint;
  wallet_balance bigint;
  answer jsonb;
  accounts bigint[];
  amounts bigint[];
  transfer_kind text := CASE WHEN p_type = 'debit' THEN 'bet' ELSE 'payout' END;
BEGIN
  IF p_type = 'debit' THEN
    INSERT INTO game_rounds (vendor, round_id, member_id, game_code) VALUES (p_vendor, p_round_id, p_member_id, p_game_code)
      ON CONFLICT (vendor, round_id) DO UPDATE SET vendor = excluded.vendor
      RETURNING * INTO r;
    have_round := true;
  ELSIF p_type = 'credit' THEN
    SELECT * INTO r FROM game_rounds WHERE vendor = p_vendor AND round_id = p_round_id FOR UPDATE;
    have_round := FOUND;
  ELSE
    RAISE EXCEPTION 'seamless_move: no movement %', p_type;
  END IF;

  SELECT * INTO earlier FROM game_transactions WHERE vendor = p_vendor AND transaction_id = p_transaction_id;
  IF FOUND THEN
    SELECT g.round_id INTO earlier_round FROM game_rounds g WHERE g.id = earlier.round_id;
    IF earlier.type = p_type AND earlier_round = p_round_id AND earlier.amount = p_amount THEN
      RETURN json_build_object('answer', earlier.answer, 'replayed', true);
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = 'CONFLICT', HINT = format('transactionId %s already names another %s', p_transaction_id, earlier.type);
  END IF;

  IF p_type = 'debit' THEN
    IF NOT p_live THEN
      RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = 'SESSION_INVALID', HINT = 'The game session has ended';
    END IF;
    -- A new bet of a member under a time-out or self-exclusion is refused (ADR 0029); a copy of a bet taken
    -- before has been answered above, and wins and rollbacks always pay.
    PERFORM care_check(p_member_id, 'bet', p_amount, NULL, now());
    IF r.member_id <> p_member_id THEN
      RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = 'CONFLICT', HINT = format('Round %s belongs to another player', p_round_id);
    END IF;
    IF r.status <> 'open' THEN
      RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = 'ROUND_CLOSED', HINT = format('Round %s is %s', p_round_id, r.status);
    END IF;
  ELSE
    IF have_round AND r.member_id = p_member_id AND r.status <> 'open' THEN
      RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = 'ROUND_CLOSED', HINT = format('Round %s is %s', p_round_id, r.status);
    END IF;
    IF NOT have_round OR r.member_id <> p_member_id OR r.bet_total = 0 THEN
      RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = 'CREDIT_WITHOUT_DEBIT', HINT = format('Round %s has no bet of this player to pay', p_round_id);
    END IF;
  END IF;

  IF p_amount > 0 THEN
    -- The wallet gives a bet to the vendor's clearing account and takes a win from it; ledger_post takes
    -- the accounts in ascending order.
    IF p_wallet < p_clearing THEN
      accounts := ARRAY[p_wallet, p_clearing];
      amounts := CASE WHEN p_type = 'debit' THEN ARRAY[-p_amount, p_amount] ELSE ARRAY[p_amount, -p_amount] END;
    ELSE
      accounts := ARRAY[p_clearing, p_wallet];
      amounts := CASE WHEN p_type = 'debit' THEN ARRAY[p_amount, -p_amount] ELSE ARRAY[-p_amount, p_amount] END;
    END IF;
    posted := ledger_post('game:' || p_vendor || ':' || p_transaction_id, transfer_kind, p_vendor || ' ' || r.game_code,
      jsonb_build_object('vendor', p_vendor, 'roundId', p_round_id, 'transactionId', p_transaction_id), NULL, accounts, amounts);
    IF posted->>'status' = 'insufficient_funds' THEN
      RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = 'INSUFFICIENT_FUNDS', HINT = 'The bet is larger than the balance', DETAIL = json_build_object('balance', posted->>'balance')::text;
    END IF;
    IF posted->>'status' <> 'ok' THEN
      RAISE EXCEPTION 'seamless_move: the ledger refused % (%)', p_transaction_id, posted;
    END IF;
    moved_id := (posted->>'id')::bigint;
    IF (posted->>'replayed')::boolean THEN
      -- The key moved money before without a record of this call: only the same movement may stand for it.
      IF posted->>'kind' <> transfer_kind
        OR (SELECT array_agg((e->>'accountId')::bigint ORDER BY (e->>'accountId')::bigint) FROM json_array_elements(posted->'entries') e) <> accounts
        OR (SELECT array_agg((e->>'amount')::bigint ORDER BY (e->>'accountId')::bigint) FROM json_array_elements(posted->'entries') e) <> amounts THEN
        RAISE EXCEPTION 'seamless_move: idempotency key game:%:% already names transfer % with other entries', p_vendor, p_transaction_id, moved_id;
      END IF;
      SELECT balance INTO wallet_balance FROM ledger_balances WHERE account_id = p_wallet;
    ELSE
      SELECT (e->>'balanceAfter')::bigint INTO wallet_balance FROM json_array_elements(posted->'entries') e WHERE (e->>'accountId')::bigint = p_wallet;
    END IF;
  ELSE
    SELECT balance INTO wallet_balance FROM ledger_balances WHERE account_id = p_wallet;
  END IF;

  answer := jsonb_build_object('balance', coalesce(wallet_balance, 0)::text, 'transactionId', p_transaction_id, 'roundId', p_round_id);
  IF p_type = 'debit' THEN
    UPDATE game_rounds SET bet_total = r.bet_total + p_amount WHERE id = r.id;
  ELSE
    UPDATE game_rounds SET
        win_total = r.win_total + p_amount,
        status = CASE WHEN p_round_closed THEN 'completed' ELSE status END,
        closed_at = CASE WHEN p_round_closed THEN now() ELSE closed_at END,
        detail = coalesce(p_detail, detail)
      WHERE id = r.id;
  END IF;
  INSERT INTO game_transactions (vendor, transaction_id, round_id, type, amount, rolls_back, ledger_transfer_id, answer)
    VALUES (p_vendor, p_transaction_id, r.id, p_type, p_amount, NULL, moved_id, answer);
  RETURN json_build_object('answer', answer, 'replayed', false);
END
$function$;
