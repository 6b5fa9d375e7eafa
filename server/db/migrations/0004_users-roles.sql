CREATE UNIQUE INDEX "sys_role_role_key_lower_unique" ON "sys_role" USING btree (lower("role_key"));--> statement-breakpoint
CREATE INDEX "sys_role_sort_idx" ON "sys_role" USING btree ("role_sort","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_user_name_lower_unique" ON "sys_user" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "sys_user_create_time_idx" ON "sys_user" USING btree ("create_time");