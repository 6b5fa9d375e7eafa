CREATE TABLE "calendar_feed" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"lang" varchar(2) DEFAULT 'zh' NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	CONSTRAINT "calendar_feed_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_user_id_sys_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("user_id") ON DELETE cascade ON UPDATE no action;