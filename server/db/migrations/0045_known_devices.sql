-- Browsers a member has logged in on (ADR 0058): a known device counts its own failed logins, so a stranger on
-- the member's address cannot lock the member out there.
CREATE TABLE "known_devices" (
	"member_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_devices_member_id_device_hash_pk" PRIMARY KEY("member_id","device_hash")
);
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;