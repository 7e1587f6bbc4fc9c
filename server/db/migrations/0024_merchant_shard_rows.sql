-- A merchant account's 16 balance rows exist from its creation (ledger.ts makes them with the account), so
-- ledger_post only locks rows, in account order. Before, it created a missing shard row while it already
-- held another account's row lock; a second transfer inserting the same shard row waits for the first to
-- end, and when that one then needed a row the second held, PostgreSQL found a deadlock (CI, 400 deposits
-- over 40 connections). This fills in the rows of the merchant accounts made before.
INSERT INTO "ledger_balances" ("account_id", "shard", "may_go_negative")
  SELECT a."id", s.shard, true
  FROM "ledger_accounts" a CROSS JOIN generate_series(0, 15) AS s(shard)
  WHERE a."member_id" IS NULL
  ON CONFLICT DO NOTHING;
