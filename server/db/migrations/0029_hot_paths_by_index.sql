-- The money path's functions read their rows by index, whatever the planner's statistics say (ADR 0041).
-- On a young install the balance, round and seed tables hold a few dozen rows, so once analysed the planner
-- prefers a sequential scan; but those rows are updated thousands of times a second, and a sequential scan
-- reads every dead version on every page until vacuum comes. Measured: an adjustment's database time went
-- from 0.57 to 0.74 ms after ANALYZE. Inside these functions only, sequential scans are priced out.
ALTER FUNCTION ledger_post(text, text, text, jsonb, bigint, bigint[], bigint[]) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION seamless_move(text, text, text, text, uuid, text, bigint, boolean, boolean, jsonb, bigint, bigint) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION care_check(uuid, text, bigint, text, timestamp with time zone) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION care_loss(uuid, timestamp with time zone) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION care_session_start(uuid, timestamp with time zone) SET enable_seqscan = off;
