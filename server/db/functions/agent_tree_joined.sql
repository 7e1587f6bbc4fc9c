-- The agent tree follows members.upline_id (ADR 0042): a new member gets its own row (depth 0) and one under each of
-- its upline's ancestors.
-- The definition in force (ADR 0071): change it here, never in a migration; every start applies this file.
CREATE OR REPLACE FUNCTION public.agent_tree_joined()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO agent_tree (ancestor_id, member_id, depth, joined_at)
    SELECT NEW.id, NEW.id, 0, NEW.created_at
    UNION ALL
    SELECT t.ancestor_id, NEW.id, t.depth + 1, NEW.created_at FROM agent_tree t WHERE t.member_id = NEW.upline_id;
  RETURN NULL;
END
$function$;
