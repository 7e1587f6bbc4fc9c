CREATE TABLE "captcha_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "captcha_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"captcha_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "captcha_answers_captcha_id_unique" UNIQUE("captcha_id")
);
--> statement-breakpoint
ALTER TABLE "captcha_answers" ADD CONSTRAINT "captcha_answers_captcha_id_captchas_id_fk" FOREIGN KEY ("captcha_id") REFERENCES "public"."captchas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_answers_ip" ON "captcha_answers" USING btree ("ip","id");