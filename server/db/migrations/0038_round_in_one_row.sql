-- The money path planned once, and the in-house round in fewer statements (ADR 0053). A round is two
-- statements (ADR 0039), but about 44 statements ran inside them; and each was planned again on every call (3).
--
-- 1. care_check answers a member with no freeze, exclusion, session or loss limit and reality check (most
--    members) in one statement instead of five; anyone else takes the whole check as before.
CREATE OR REPLACE FUNCTION care_check(p_member uuid, p_action text, p_amount bigint, p_reference text, p_now timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  ex care_exclusions;
  lim care_limits;
  rc care_reality;
  used bigint;
  since timestamptz;
  started timestamptz;
  session_minutes bigint;
  due_at timestamptz;
  pos record;
  fr care_freezes;
BEGIN
  IF p_action NOT IN ('deposit', 'transfer', 'bet', 'launch', 'withdraw') THEN
    RAISE EXCEPTION 'care_check: no action %', p_action;
  END IF;
  -- Most members have none of these: one statement answers for them (ADR 0053).
  IF p_action IN ('bet', 'launch', 'transfer')
    AND NOT EXISTS (SELECT 1 FROM care_freezes WHERE member_id = p_member)
    AND NOT EXISTS (SELECT 1 FROM care_exclusions WHERE member_id = p_member AND ends_at > p_now)
    AND NOT EXISTS (SELECT 1 FROM care_limits WHERE member_id = p_member AND kind IN ('session', 'loss') AND amount IS NOT NULL)
    AND NOT EXISTS (SELECT 1 FROM care_reality WHERE member_id = p_member AND interval_minutes IS NOT NULL) THEN
    RETURN;
  END IF;
  IF p_action <> 'deposit' THEN
    SELECT * INTO fr FROM care_freezes WHERE member_id = p_member ORDER BY since LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = 'FROZEN',
        HINT = format('The account is frozen (%s) since %s', fr.reason, fr.since),
        DETAIL = json_build_object('reason', fr.reason, 'since', to_char(fr.since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text;
    END IF;
  END IF;
  -- A withdrawal is refused only by a freeze: a timed-out or self-excluded member takes money out freely.
  IF p_action = 'withdraw' THEN
    RETURN;
  END IF;
  IF p_action = 'deposit' THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('care:' || p_member::text, 0));
  END IF;

  SELECT * INTO ex FROM care_exclusions
    WHERE member_id = p_member AND starts_at <= p_now AND ends_at > p_now
    ORDER BY (kind = 'selfExclusion') DESC, ends_at DESC LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'LA001',
      MESSAGE = CASE WHEN ex.kind = 'selfExclusion' THEN 'SELF_EXCLUDED' ELSE 'TIMED_OUT' END,
      HINT = format('The member has a %s until %s', ex.kind, ex.ends_at),
      DETAIL = json_build_object('kind', ex.kind, 'until', to_char(ex.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text;
  END IF;

  IF p_action = 'deposit' THEN
    FOR lim IN SELECT * FROM care_limits WHERE member_id = p_member AND kind = 'deposit' AND amount IS NOT NULL
      ORDER BY CASE period WHEN 'day' THEN 1 WHEN 'week' THEN 2 ELSE 3 END
    LOOP
      since := p_now - CASE lim.period WHEN 'day' THEN interval '24 hours' WHEN 'week' THEN interval '7 days' ELSE interval '1 month' END;
      SELECT coalesce(sum(amount), 0) INTO used FROM care_deposits WHERE member_id = p_member AND at > since;
      IF used + p_amount > lim.amount THEN
        RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = 'DEPOSIT_LIMIT',
          HINT = format('The deposit limit of the %s is %s; %s is already deposited', lim.period, lim.amount, used),
          DETAIL = json_build_object('period', lim.period, 'limit', lim.amount::text, 'used', used::text, 'left', greatest(lim.amount - used, 0)::text)::text;
      END IF;
    END LOOP;
    INSERT INTO care_deposits (reference, member_id, amount, at) VALUES (p_reference, p_member, p_amount, p_now);
  END IF;

  IF p_action IN ('bet', 'launch') THEN
    SELECT amount INTO session_minutes FROM care_limits WHERE member_id = p_member AND kind = 'session' AND period = 'session' AND amount IS NOT NULL;
    SELECT * INTO rc FROM care_reality WHERE member_id = p_member AND interval_minutes IS NOT NULL;
    IF session_minutes IS NOT NULL OR rc.member_id IS NOT NULL THEN
      started := care_session_start(p_member, p_now);
    END IF;
    IF started IS NOT NULL AND session_minutes IS NOT NULL AND p_now >= started + make_interval(mins => session_minutes::int) THEN
      RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = 'SESSION_LIMIT',
        HINT = format('The session limit is %s minutes; the session began at %s', session_minutes, started),
        DETAIL = json_build_object('limit', session_minutes::text, 'startedAt', to_char(started AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'endedAt', to_char((started + make_interval(mins => session_minutes::int)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text;
    END IF;
    IF started IS NOT NULL AND rc.member_id IS NOT NULL THEN
      due_at := greatest(started, coalesce(rc.acknowledged_at, started)) + make_interval(mins => rc.interval_minutes);
      IF p_now >= due_at THEN
        SELECT coalesce(sum(bet_total), 0)::bigint AS bets, coalesce(sum(win_total), 0)::bigint AS wins INTO pos
          FROM game_rounds WHERE member_id = p_member AND created_at >= started;
        RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = 'REALITY_CHECK_DUE',
          HINT = format('A reality check is due since %s: the member must acknowledge it', due_at),
          DETAIL = json_build_object('startedAt', to_char(started AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'dueAt', to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'interval', rc.interval_minutes,
            'bets', pos.bets::text, 'wins', pos.wins::text, 'net', (pos.wins - pos.bets)::text)::text;
      END IF;
    END IF;

    IF EXISTS (SELECT 1 FROM care_limits WHERE member_id = p_member AND kind = 'loss' AND amount IS NOT NULL) THEN
      PERFORM pg_advisory_xact_lock(hashtextextended('care:' || p_member::text, 0));
      FOR lim IN SELECT * FROM care_limits WHERE member_id = p_member AND kind = 'loss' AND amount IS NOT NULL
        ORDER BY CASE period WHEN 'day' THEN 1 WHEN 'week' THEN 2 ELSE 3 END
      LOOP
        since := p_now - CASE lim.period WHEN 'day' THEN interval '24 hours' WHEN 'week' THEN interval '7 days' ELSE interval '1 month' END;
        used := care_loss(p_member, since);
        IF (p_action = 'bet' AND p_amount IS NOT NULL AND used + p_amount > lim.amount) OR ((p_action = 'launch' OR p_amount IS NULL) AND used >= lim.amount) THEN
          RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = 'LOSS_LIMIT',
            HINT = format('The loss limit of the %s is %s; %s is already lost', lim.period, lim.amount, used),
            DETAIL = json_build_object('period', lim.period, 'limit', lim.amount::text, 'used', greatest(used, 0)::text, 'left', greatest(lim.amount - used, 0)::text)::text;
        END IF;
      END LOOP;
    END IF;
  END IF;
END
$$;
--> statement-breakpoint
ALTER FUNCTION care_check(uuid, text, bigint, text, timestamp with time zone) SET enable_seqscan = off;
--> statement-breakpoint
-- 2. seamless_bet_win: a bet and the win that closes its round, for a round not seen before, written as the
--    round's one final row (completed, with its totals and detail) instead of an insert and two updates, and
--    the two call records in one insert. The checks, the ledger transfers and the answers are seamless_move's
--    (migration 0018): the bet refused for a closed session, the responsible-play check, or insufficient funds,
--    with nothing left behind. A round already there (a resent call, or a round of another player) takes
--    seamless_move twice, as before, so every replay and refusal stays seamless_move's own; so does a call
--    whose ledger key was used before. Two copies of one new round meet at the round's unique index: the
--    second waits for the first and then finds the round.
CREATE OR REPLACE FUNCTION seamless_bet_win(p_vendor text, p_bet_id text, p_win_id text, p_round_id text, p_member_id uuid, p_game_code text, p_stake bigint, p_paid bigint, p_live boolean, p_detail jsonb, p_wallet bigint, p_clearing bigint) RETURNS json
LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
ALTER FUNCTION seamless_bet_win(text, text, text, text, uuid, text, bigint, bigint, boolean, jsonb, bigint, bigint) SET enable_seqscan = off;
--> statement-breakpoint
-- 3. The money path's functions keep one generic plan per statement. `perf` on PostgreSQL under the adjustment
--    load put 14 % of all CPU (about a quarter of PostgreSQL's) in planning: plpgsql's statements were planned
--    again on every call, the plan cache judging their generic plans (costed with sequential scans priced out,
--    migration 0029) dearer than a custom plan each time. Their plans are index lookups whatever the values.
ALTER FUNCTION ledger_post(text, text, text, jsonb, bigint, bigint[], bigint[]) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION seamless_move(text, text, text, text, uuid, text, bigint, boolean, boolean, jsonb, bigint, bigint) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION seamless_bet_win(text, text, text, text, uuid, text, bigint, bigint, boolean, jsonb, bigint, bigint) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION care_check(uuid, text, bigint, text, timestamp with time zone) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION care_loss(uuid, timestamp with time zone) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION care_session_start(uuid, timestamp with time zone) SET plan_cache_mode = force_generic_plan;
