-- A vendor's bet and its win in one call (ADR 0053): a new round takes both in one statement; a round already there
-- takes seamless_move twice, so every replay and refusal stays seamless_move's own.
-- The definition in force (ADR 0071): change it here, never in a migration; every start applies this file.
CREATE OR REPLACE FUNCTION public.seamless_bet_win(p_vendor text, p_bet_id text, p_win_id text, p_round_id text, p_member_id uuid, p_game_code text, p_stake bigint, p_paid bigint, p_live boolean, p_detail jsonb, p_wallet bigint, p_clearing bigint)
 RETURNS json
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  r game_rounds;
  bet json;
  win json;
  bet_answer jsonb;
  win_answer jsonb;
  balance bigint;
  accounts bigint[] := CASE WHEN p_wallet < p_clearing THEN ARRAY[p_wallet, p_clearing] ELSE ARRAY[p_clearing, p_wallet] END;
  wallet_first boolean := p_wallet < p_clearing;
BEGIN
  IF p_live AND p_stake > 0 AND p_paid >= 0 AND NOT EXISTS (
    SELECT 1 FROM ledger_transfers WHERE idempotency_key IN ('game:' || p_vendor || ':' || p_bet_id, 'game:' || p_vendor || ':' || p_win_id)
  ) THEN
    INSERT INTO game_rounds (vendor, round_id, member_id, game_code, status, bet_total, win_total, detail, closed_at)
      VALUES (p_vendor, p_round_id, p_member_id, p_game_code, 'completed', p_stake, p_paid, p_detail, now())
      ON CONFLICT (vendor, round_id) DO NOTHING
      RETURNING * INTO r;
  END IF;
  IF r.id IS NULL THEN
    bet := seamless_move('debit', p_vendor, p_bet_id, p_round_id, p_member_id, p_game_code, p_stake, p_live, false, NULL, p_wallet, p_clearing);
    win := seamless_move('credit', p_vendor, p_win_id, p_round_id, p_member_id, NULL, p_paid, true, true, p_detail, p_wallet, p_clearing);
    RETURN json_build_object('debit', bet, 'credit', win);
  END IF;

  PERFORM care_check(p_member_id, 'bet', p_stake, NULL, now());
  bet := ledger_post('game:' || p_vendor || ':' || p_bet_id, 'bet', p_vendor || ' ' || p_game_code,
    jsonb_build_object('vendor', p_vendor, 'roundId', p_round_id, 'transactionId', p_bet_id), NULL, accounts,
    CASE WHEN wallet_first THEN ARRAY[-p_stake, p_stake] ELSE ARRAY[p_stake, -p_stake] END);
  IF bet->>'status' = 'insufficient_funds' THEN
    RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = 'INSUFFICIENT_FUNDS', HINT = 'The bet is larger than the balance', DETAIL = json_build_object('balance', bet->>'balance')::text;
  END IF;
  IF bet->>'status' <> 'ok' OR (bet->>'replayed')::boolean THEN
    RAISE EXCEPTION 'seamless_bet_win: the ledger answered % for %', bet, p_bet_id;
  END IF;
  SELECT (e->>'balanceAfter')::bigint INTO balance FROM json_array_elements(bet->'entries') e WHERE (e->>'accountId')::bigint = p_wallet;
  bet_answer := jsonb_build_object('balance', balance::text, 'transactionId', p_bet_id, 'roundId', p_round_id);

  IF p_paid > 0 THEN
    win := ledger_post('game:' || p_vendor || ':' || p_win_id, 'payout', p_vendor || ' ' || p_game_code,
      jsonb_build_object('vendor', p_vendor, 'roundId', p_round_id, 'transactionId', p_win_id), NULL, accounts,
      CASE WHEN wallet_first THEN ARRAY[p_paid, -p_paid] ELSE ARRAY[-p_paid, p_paid] END);
    IF win->>'status' <> 'ok' OR (win->>'replayed')::boolean THEN
      RAISE EXCEPTION 'seamless_bet_win: the ledger answered % for %', win, p_win_id;
    END IF;
    SELECT (e->>'balanceAfter')::bigint INTO balance FROM json_array_elements(win->'entries') e WHERE (e->>'accountId')::bigint = p_wallet;
  END IF;
  win_answer := jsonb_build_object('balance', balance::text, 'transactionId', p_win_id, 'roundId', p_round_id);

  INSERT INTO game_transactions (vendor, transaction_id, round_id, type, amount, rolls_back, ledger_transfer_id, answer)
    VALUES (p_vendor, p_bet_id, r.id, 'debit', p_stake, NULL, (bet->>'id')::bigint, bet_answer),
           (p_vendor, p_win_id, r.id, 'credit', p_paid, NULL, (win->>'id')::bigint, win_answer);
  RETURN json_build_object('debit', json_build_object('answer', bet_answer, 'replayed', false), 'credit', json_build_object('answer', win_answer, 'replayed', false));
END
$function$;
