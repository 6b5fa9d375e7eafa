-- The title and name filters match a part of the text: pg_trgm indexes them (a trusted extension
-- since PostgreSQL 13: the database's owner may create it; PGlite loads it at open).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "course_title_trgm_idx" ON "course" USING gin ("title" gin_trgm_ops,"title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "school_name_trgm_idx" ON "school" USING gin ("school_name" gin_trgm_ops,"school_name_en" gin_trgm_ops);