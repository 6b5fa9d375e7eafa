CREATE TABLE "sys_login_failure" (
	"account_key" varchar(64) PRIMARY KEY NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_rate_limit" (
	"bucket" varchar(200) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_server_secret" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"value" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_login_failure_locked_idx" ON "sys_login_failure" USING btree ("locked_until");--> statement-breakpoint
CREATE INDEX "sys_rate_limit_window_idx" ON "sys_rate_limit" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "sys_oss_file_create_by_idx" ON "sys_oss_file" USING btree ("create_by","create_time");