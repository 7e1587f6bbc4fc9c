-- Responsible play's check of a deposit, a launch or a bet (ADR 0029, 0034, 0053, 0061): freezes, self-exclusion,
-- the session and loss limits and the reality check. A refusal raises SQLSTATE LA001 (MESSAGE the error code, HINT
-- the English message, DETAIL the error's value as JSON), as seamless_move does.
-- The definition in force (ADR 0071): change it here, never in a migration; every start applies this file.
CREATE OR REPLACE FUNCTION public.care_check(p_member uuid, p_action text, p_amount bigint, p_reference text, p_now timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
        -- Settled rounds only (ADR 0061): an open round has not lost or won yet; its stake is said apart.
        SELECT coalesce(sum(bet_total) FILTER (WHERE status <> 'open'), 0)::bigint AS bets,
               coalesce(sum(win_total) FILTER (WHERE status <> 'open'), 0)::bigint AS wins,
               coalesce(sum(bet_total) FILTER (WHERE status = 'open'), 0)::bigint AS open
          INTO pos FROM game_rounds WHERE member_id = p_member AND created_at >= started;
        RAISE EXCEPTION USING ERRCODE = 'LA001', MESSAGE = 'REALITY_CHECK_DUE',
          HINT = format('A reality check is due since %s: the member must acknowledge it', due_at),
          DETAIL = json_build_object('startedAt', to_char(started AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'dueAt', to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'interval', rc.interval_minutes,
            'bets', pos.bets::text, 'wins', pos.wins::text, 'net', (pos.wins - pos.bets)::text, 'open', pos.open::text)::text;
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
$function$;
