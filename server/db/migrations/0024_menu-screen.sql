CREATE TABLE "sys_menu_shipped" (
	"menu_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "component" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "status" char(1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "inner_frame" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD CONSTRAINT "sys_menu_status_chk" CHECK ("sys_menu"."status" in ('0', '1'));