CREATE TABLE "teaching_lesson_taught" (
	"lesson_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"teacher_user_id" integer,
	"taught_at" timestamp(0) NOT NULL,
	CONSTRAINT "teaching_lesson_taught_lesson_id_class_id_pk" PRIMARY KEY("lesson_id","class_id")
);
--> statement-breakpoint
ALTER TABLE "teaching_lesson_taught" ADD CONSTRAINT "teaching_lesson_taught_lesson_id_course_lesson_lesson_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lesson"("lesson_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_lesson_taught" ADD CONSTRAINT "teaching_lesson_taught_class_id_school_class_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_class"("class_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_lesson_taught" ADD CONSTRAINT "teaching_lesson_taught_course_id_course_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_lesson_taught" ADD CONSTRAINT "teaching_lesson_taught_teacher_user_id_sys_user_user_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."sys_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teaching_lesson_taught_course_idx" ON "teaching_lesson_taught" USING btree ("course_id","class_id");--> statement-breakpoint
CREATE INDEX "teaching_lesson_taught_class_idx" ON "teaching_lesson_taught" USING btree ("class_id");