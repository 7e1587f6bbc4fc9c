-- A member moved to another upline takes its branch's figures along (ADR 0045): every upline above its old place
-- loses the branch's day rows, every upline above the new place gains them; one above both keeps them.
-- The definition in force (ADR 0071): change it here, never in a migration; every start applies this file.
CREATE OR REPLACE FUNCTION public.agent_team_rollups_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('agent_team_rollups'));
  WITH uplines AS (
    SELECT ancestor_id, sum(sign) AS sign FROM (
      SELECT ancestor_id, -1 AS sign FROM agent_tree WHERE member_id = OLD.upline_id
      UNION ALL
      SELECT ancestor_id, 1 FROM agent_tree WHERE member_id = NEW.upline_id
    ) u GROUP BY ancestor_id HAVING sum(sign) <> 0
  ),
  branch AS (
    SELECT day, sum(bet_count) AS bet_count, sum(bet) AS bet, sum(valid_bet) AS valid_bet, sum(payout) AS payout,
           sum(deposits) AS deposits, sum(withdrawals) AS withdrawals, sum(bonuses) AS bonuses, sum(first_deposits) AS first_deposits
    FROM (
      SELECT day, bet_count, bet, valid_bet, payout, deposits, withdrawals, bonuses, first_deposits FROM team_day_figures WHERE ancestor_id = NEW.id
      UNION ALL
      SELECT day, bet_count, bet, valid_bet, payout, 0, 0, 0, 0 FROM member_day_play WHERE member_id = NEW.id
      UNION ALL
      SELECT day, 0, 0, 0, 0, deposits, withdrawals, bonuses, first_deposit::int FROM member_day_money WHERE member_id = NEW.id
    ) b GROUP BY day
  )
  INSERT INTO team_day_figures (ancestor_id, day, bet_count, bet, valid_bet, payout, deposits, withdrawals, bonuses, first_deposits)
    SELECT u.ancestor_id, b.day, u.sign * b.bet_count, u.sign * b.bet, u.sign * b.valid_bet, u.sign * b.payout,
           u.sign * b.deposits, u.sign * b.withdrawals, u.sign * b.bonuses, u.sign * b.first_deposits
    FROM uplines u CROSS JOIN branch b
  ON CONFLICT (ancestor_id, day) DO UPDATE SET
    bet_count = team_day_figures.bet_count + excluded.bet_count, bet = team_day_figures.bet + excluded.bet,
    valid_bet = team_day_figures.valid_bet + excluded.valid_bet, payout = team_day_figures.payout + excluded.payout,
    deposits = team_day_figures.deposits + excluded.deposits, withdrawals = team_day_figures.withdrawals + excluded.withdrawals,
    bonuses = team_day_figures.bonuses + excluded.bonuses, first_deposits = team_day_figures.first_deposits + excluded.first_deposits;
  DELETE FROM team_day_figures
    WHERE ancestor_id IN (SELECT ancestor_id FROM agent_tree WHERE member_id = OLD.upline_id)
      AND bet_count = 0 AND bet = 0 AND valid_bet = 0 AND payout = 0 AND deposits = 0 AND withdrawals = 0 AND bonuses = 0 AND first_deposits = 0;
  WITH uplines AS (
    SELECT ancestor_id, sum(sign) AS sign FROM (
      SELECT ancestor_id, -1 AS sign FROM agent_tree WHERE member_id = OLD.upline_id
      UNION ALL
      SELECT ancestor_id, 1 FROM agent_tree WHERE member_id = NEW.upline_id
    ) u GROUP BY ancestor_id HAVING sum(sign) <> 0
  ),
  branch AS (
    SELECT day, gap, sum(members) AS members FROM (
      SELECT day, gap, members FROM team_day_active WHERE ancestor_id = NEW.id
      UNION ALL
      SELECT day, gap, 1 FROM member_day_active WHERE member_id = NEW.id
    ) b GROUP BY day, gap
  )
  INSERT INTO team_day_active (ancestor_id, day, gap, members)
    SELECT u.ancestor_id, b.day, b.gap, u.sign * b.members FROM uplines u CROSS JOIN branch b
  ON CONFLICT (ancestor_id, day, gap) DO UPDATE SET members = team_day_active.members + excluded.members;
  DELETE FROM team_day_active WHERE ancestor_id IN (SELECT ancestor_id FROM agent_tree WHERE member_id = OLD.upline_id) AND members = 0;
  RETURN NULL;
END
$function$;
