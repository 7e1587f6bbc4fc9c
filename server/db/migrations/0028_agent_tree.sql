CREATE TABLE "agent_tree" (
	"ancestor_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"depth" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_tree_ancestor_id_member_id_pk" PRIMARY KEY("ancestor_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_tree_member" ON "agent_tree" USING btree ("member_id","depth");--> statement-breakpoint
CREATE INDEX "agent_tree_downline" ON "agent_tree" USING btree ("ancestor_id","depth","joined_at");--> statement-breakpoint
-- The tree follows members.upline_id in the statement that writes it (ADR 0042). A new member gets its own
-- row (depth 0) and one under each of its upline's ancestors; a member moved to another upline takes its
-- whole downline along: the rows linking the moved branch to its old ancestors go, rows to the new ones come.
CREATE FUNCTION agent_tree_joined() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_tree (ancestor_id, member_id, depth, joined_at)
    SELECT NEW.id, NEW.id, 0, NEW.created_at
    UNION ALL
    SELECT t.ancestor_id, NEW.id, t.depth + 1, NEW.created_at FROM agent_tree t WHERE t.member_id = NEW.upline_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION agent_tree_moved() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE TRIGGER members_agent_tree_joined AFTER INSERT ON "members" FOR EACH ROW EXECUTE FUNCTION agent_tree_joined();
--> statement-breakpoint
CREATE TRIGGER members_agent_tree_moved AFTER UPDATE OF "upline_id" ON "members" FOR EACH ROW EXECUTE FUNCTION agent_tree_moved();
--> statement-breakpoint
-- The members there already: their own rows, then each one's uplines, walked once here and never again.
INSERT INTO agent_tree (ancestor_id, member_id, depth, joined_at)
  WITH RECURSIVE up (member_id, ancestor_id, depth) AS (
    SELECT id, id, 0 FROM members
    UNION ALL
    SELECT up.member_id, m.upline_id, up.depth + 1 FROM up JOIN members m ON m.id = up.ancestor_id WHERE m.upline_id IS NOT NULL AND up.depth < 1000
  )
  SELECT up.ancestor_id, up.member_id, up.depth, m.created_at FROM up JOIN members m ON m.id = up.member_id;
