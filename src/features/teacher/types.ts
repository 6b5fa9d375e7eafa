// Wire shapes of the teacher's workspace calls (docs/api.md "Teacher workspace"). Names come in
// both languages (`title` Chinese, `titleEn` English); the screens pick with `inLanguage()`.

export interface TeacherClass {
  classId: number;
  className: string;
  classNameEn: string;
  grade: number;
  studentCount: number;
  schoolName: string;
  schoolNameEn: string;
}

/** A course as the teacher's home shows it: with progress (lessons taught out of all). */
export interface TeacherCourseCard {
  courseId: number;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  cover: string;
  gradeStart: number;
  gradeEnd: number;
  disciplineName: string;
  disciplineNameEn: string;
  lessonCount: number;
  taughtCount: number;
}

/** A planned lesson of the schedule, with its class, course and lesson names. */
export interface TeacherScheduleItem {
  scheduleId: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  startTime: string;
  endTime: string;
  place: string;
  classId: number;
  className: string;
  classNameEn: string;
  courseId: number;
  courseTitle: string;
  courseTitleEn: string;
  lessonId: number | null;
  lessonTitle: string;
  lessonTitleEn: string;
}

/** `GET /user/teacher/home` */
export interface TeacherHome {
  classes: TeacherClass[];
  courses: TeacherCourseCard[];
  /** the days the server counts as today and this week (Monday to Sunday) */
  today: string;
  weekStart: string;
  weekEnd: string;
  /** this week's lessons, in time order */
  lessons: TeacherScheduleItem[];
}

/** A lesson file: no address; it opens and downloads by its id, under the file's download rule. */
export interface TeacherFile {
  fileId: number;
  fileName: string;
  size: number;
  contentType: string;
  downloadable: boolean;
}

/** A lesson's three file lists. */
export interface LessonFiles {
  courseware: TeacherFile[];
  materials: TeacherFile[];
  learningResources: TeacherFile[];
}

export interface TeacherCourseLesson extends LessonFiles {
  lessonId: number;
  lessonNo: number;
  title: string;
  titleEn: string;
  description: string;
  /** which of my classes have had it */
  taughtClassIds: number[];
}

/** `GET /user/teacher/course/{courseId}` */
export interface TeacherCourse extends TeacherCourseCard {
  classes: TeacherClass[];
  lessons: TeacherCourseLesson[];
}

/** A library resource that uses the lesson. */
export interface LessonResource {
  resourceId: number;
  title: string;
  titleEn: string;
  resourceType: string;
}

/** `GET /user/teacher/lesson/{lessonId}` */
export interface TeacherLesson extends LessonFiles {
  lessonId: number;
  lessonNo: number;
  lessonCount: number;
  previousLessonId: number | null;
  nextLessonId: number | null;
  title: string;
  titleEn: string;
  description: string;
  courseId: number;
  courseTitle: string;
  courseTitleEn: string;
  resources: LessonResource[];
  /** my classes, each with when it had the lesson ('' when not yet) */
  classes: (TeacherClass & { taughtAt: string })[];
}
