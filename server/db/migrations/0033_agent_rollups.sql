CREATE TABLE "member_day_active" (
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"gap" integer NOT NULL,
	CONSTRAINT "member_day_active_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_day_active" (
	"ancestor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"gap" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "team_day_active_ancestor_id_day_gap_pk" PRIMARY KEY("ancestor_id","day","gap")
);
--> statement-breakpoint
CREATE TABLE "team_day_figures" (
	"ancestor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"bet_count" integer NOT NULL,
	"bet" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"deposits" bigint NOT NULL,
	"withdrawals" bigint NOT NULL,
	"bonuses" bigint NOT NULL,
	"first_deposits" integer NOT NULL,
	CONSTRAINT "team_day_figures_ancestor_id_day_pk" PRIMARY KEY("ancestor_id","day")
);
--> statement-breakpoint
CREATE INDEX "member_day_active_day" ON "member_day_active" USING btree ("day");--> statement-breakpoint
CREATE INDEX "team_day_active_day" ON "team_day_active" USING btree ("day");--> statement-breakpoint
CREATE INDEX "team_day_figures_day" ON "team_day_figures" USING btree ("day");--> statement-breakpoint
-- A member moved to another upline takes its branch's figures along (ADR 0045): every upline above its old
-- place loses the branch's day rows (its own rows and its rollup), every upline above the new place gains
-- them; one above both keeps them. Under the rollups' lock, which refreshFigures takes too.
CREATE FUNCTION agent_team_rollups_moved() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
-- Named to run after members_agent_tree_moved (triggers fire in name order); it reads only rows that move leaves alone.
CREATE TRIGGER members_agent_tree_rollups AFTER UPDATE OF "upline_id" ON "members" FOR EACH ROW EXECUTE FUNCTION agent_team_rollups_moved();
--> statement-breakpoint
-- The rollups of the days already built.
INSERT INTO member_day_active (member_id, day, gap)
  SELECT member_id, day, least(367, coalesce(day - lag(day) OVER (PARTITION BY member_id ORDER BY day), 367))
  FROM member_day_play GROUP BY member_id, day HAVING sum(valid_bet) > 0;
--> statement-breakpoint
INSERT INTO team_day_figures (ancestor_id, day, bet_count, bet, valid_bet, payout, deposits, withdrawals, bonuses, first_deposits)
  SELECT t.ancestor_id, m.day, sum(m.bet_count), sum(m.bet), sum(m.valid_bet), sum(m.payout), sum(m.deposits), sum(m.withdrawals), sum(m.bonuses), sum(m.first_deposits)
  FROM (
    SELECT member_id, day, sum(bet_count) AS bet_count, sum(bet) AS bet, sum(valid_bet) AS valid_bet, sum(payout) AS payout,
           sum(deposits) AS deposits, sum(withdrawals) AS withdrawals, sum(bonuses) AS bonuses, sum(first_deposits) AS first_deposits
    FROM (
      SELECT member_id, day, bet_count, bet, valid_bet, payout, 0 AS deposits, 0 AS withdrawals, 0 AS bonuses, 0 AS first_deposits FROM member_day_play
      UNION ALL
      SELECT member_id, day, 0, 0, 0, 0, deposits, withdrawals, bonuses, first_deposit::int FROM member_day_money
    ) r GROUP BY member_id, day
  ) m
  JOIN agent_tree t ON t.member_id = m.member_id AND t.depth > 0
  GROUP BY t.ancestor_id, m.day;
--> statement-breakpoint
INSERT INTO team_day_active (ancestor_id, day, gap, members)
  SELECT t.ancestor_id, a.day, a.gap, count(*) FROM member_day_active a JOIN agent_tree t ON t.member_id = a.member_id AND t.depth > 0
  GROUP BY t.ancestor_id, a.day, a.gap;
