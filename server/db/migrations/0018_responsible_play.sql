CREATE TABLE "care_deposits" (
	"reference" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_limits" (
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period")
);
--> statement-breakpoint
CREATE INDEX "care_deposits_member_at" ON "care_deposits" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "care_exclusions_member_end" ON "care_exclusions" USING btree ("member_id","ends_at");--> statement-breakpoint
-- Responsible play (ADR 0029): the one check that every deposit, transfer, bet and launch runs in its own
-- transaction. p_action is 'deposit', 'transfer', 'bet' or 'launch'. A time-out or a self-exclusion in force
-- refuses every one of them; a deposit must also fit under each of the member's deposit limits (24 hours,
-- 7 days, one month, rolling back from p_now; the lowest room binds) and is then counted under p_reference.
-- Deposits of one member are serialized by a transaction lock, so two racing deposits cannot both fit in
-- the room that only one fits. A refusal raises SQLSTATE LA001 (MESSAGE the error code, HINT the English
-- message, DETAIL the error's value as JSON), as seamless_move does.
CREATE FUNCTION care_check(p_member uuid, p_action text, p_amount bigint, p_reference text, p_now timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  ex care_exclusions;
  lim care_limits;
  used bigint;
  since timestamptz;
BEGIN
  IF p_action NOT IN ('deposit', 'transfer', 'bet', 'launch') THEN
    RAISE EXCEPTION 'care_check: no action %', p_action;
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
END
$$;
--> statement-breakpoint
-- seamless_move of migration 0014, with care_check on a new bet.
CREATE OR REPLACE FUNCTION seamless_move(p_type text, p_vendor text, p_transaction_id text, p_round_id text, p_member_id uuid, p_game_code text, p_amount bigint, p_live boolean, p_round_closed boolean, p_detail jsonb, p_wallet bigint, p_clearing bigint) RETURNS json
LANGUAGE plpgsql AS $$
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
$$;
