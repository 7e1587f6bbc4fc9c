-- The member's loss since p_since (ADR 0029, 0034): stakes minus wins of the rounds begun after it, as the round
-- book keeps them. Negative when the member won.
-- The definition in force (ADR 0071): change it here, never in a migration; every start applies this file.
CREATE OR REPLACE FUNCTION public.care_loss(p_member uuid, p_since timestamp with time zone)
 RETURNS bigint
 LANGUAGE sql
 STABLE
 SET enable_seqscan TO 'off'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
  SELECT coalesce(sum(bet_total - win_total), 0)::bigint FROM game_rounds WHERE member_id = p_member AND created_at > p_since
$function$;
