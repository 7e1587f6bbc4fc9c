-- The start of the member's login session at p_now (ADR 0034): the newest login session still live then (not
-- revoked, not expired); null when none is live.
-- The definition in force (ADR 0071): change it here, never in a migration; every start applies this file.
CREATE OR REPLACE FUNCTION public.care_session_start(p_member uuid, p_now timestamp with time zone)
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE
 SET enable_seqscan TO 'off'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
  SELECT max(created_at) FROM sessions
    WHERE member_id = p_member AND revoked_at IS NULL AND created_at <= p_now AND expires_at > p_now
$function$;
