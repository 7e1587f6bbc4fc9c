-- The agent tree follows members.upline_id (ADR 0042): a member moved to another upline takes its whole downline
-- along; the rows linking the branch to its old ancestors go, rows to the new ones come.
-- The definition in force (ADR 0071): change it here, never in a migration; every start applies this file.
CREATE OR REPLACE FUNCTION public.agent_tree_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
    RETURN NULL;
  END IF;
  -- A member under its own downline would make a loop: refused, nothing changes.
  IF NEW.upline_id IS NOT NULL AND EXISTS (SELECT 1 FROM agent_tree WHERE ancestor_id = NEW.id AND member_id = NEW.upline_id) THEN
    RAISE EXCEPTION 'agent tree: % cannot move under its own downline %', NEW.id, NEW.upline_id USING ERRCODE = 'check_violation';
  END IF;
  DELETE FROM agent_tree
    WHERE member_id IN (SELECT member_id FROM agent_tree WHERE ancestor_id = NEW.id)
      AND ancestor_id IN (SELECT ancestor_id FROM agent_tree WHERE member_id = NEW.id AND ancestor_id <> NEW.id);
  INSERT INTO agent_tree (ancestor_id, member_id, depth, joined_at)
    SELECT up.ancestor_id, branch.member_id, up.depth + branch.depth + 1, branch.joined_at
    FROM agent_tree up CROSS JOIN agent_tree branch
    WHERE up.member_id = NEW.upline_id AND branch.ancestor_id = NEW.id;
  RETURN NULL;
END
$function$;
