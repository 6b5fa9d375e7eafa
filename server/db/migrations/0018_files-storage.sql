ALTER TABLE "sys_oss_file" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_oss_file" ADD COLUMN "oss_config_id" integer;--> statement-breakpoint
ALTER TABLE "sys_oss_file" ADD COLUMN "object_key" varchar(1024);--> statement-breakpoint
ALTER TABLE "sys_oss_file" ADD CONSTRAINT "sys_oss_file_oss_config_id_sys_oss_config_oss_config_id_fk" FOREIGN KEY ("oss_config_id") REFERENCES "public"."sys_oss_config"("oss_config_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_oss_file_oss_config_idx" ON "sys_oss_file" USING btree ("oss_config_id");--> statement-breakpoint
ALTER TABLE "sys_oss_file" ADD CONSTRAINT "sys_oss_file_one_place_chk" CHECK (("sys_oss_file"."oss_config_id" is null and "sys_oss_file"."object_key" is null and "sys_oss_file"."content" is not null)
        or ("sys_oss_file"."oss_config_id" is not null and "sys_oss_file"."object_key" is not null and "sys_oss_file"."content" is null));