CREATE TABLE "wechat_binding" (
	"open_id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wechat_binding" ADD CONSTRAINT "wechat_binding_user_id_sys_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wechat_binding_user_idx" ON "wechat_binding" USING btree ("user_id");