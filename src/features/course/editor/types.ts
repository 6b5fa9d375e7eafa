/** A file of a course or lesson as the editor sends and receives it. */
export interface CourseFile {
  fileId?: number;
  fileName: string;
  url: string;
  size: number;
  contentType: string;
  /** whether users may download it (preview stays possible either way) */
  downloadable: boolean;
}

/** A lesson's editable fields and its three file lists. */
export interface LessonForm {
  lessonId?: number;
  courseId?: number;
  title?: string;
  titleEn?: string;
  description?: string;
  courseware?: CourseFile[];
  materials?: CourseFile[];
  learningResources?: CourseFile[];
}

/** A lesson kept in the form of a course not created yet: `key` tells the lessons apart. */
export interface PendingLesson extends LessonForm {
  key: string;
}

export interface LessonDetail extends Required<Omit<LessonForm, 'lessonId' | 'courseId'>> {
  lessonId: number;
  courseId: number;
  sort: number;
  updateTime?: string;
  createTime?: string;
}

/** The course editor's form: what step 1 and step 2 edit, and the lessons of a new course. */
export interface CourseForm {
  courseId?: number;
  title?: string;
  titleEn?: string;
  description?: string;
  descriptionEn?: string;
  gradeStart?: number;
  gradeEnd?: number;
  disciplineId?: number;
  subjectId?: number;
  classHours?: number;
  /** comma-joined */
  tags?: string;
  /** the cover image's address */
  cover?: string;
  teachingAids?: string;
  coursewares?: CourseFile[];
  instructionalResources?: CourseFile[];
  learningResources?: CourseFile[];
  /** only while the course is new: its lessons are created with it on Complete */
  lessons?: PendingLesson[];
}

/** `GET /admin/course/{id}`: the course with its files and its lessons with theirs. */
export interface CourseDetail extends Required<Omit<CourseForm, 'lessons' | 'courseId'>> {
  courseId: number;
  updateTime?: string;
  lessons: LessonDetail[];
}

export interface SubjectOption {
  subjectId: number;
  name: string;
}

/** A discipline and its subjects, named in the request's language. */
export interface DisciplineOption {
  disciplineId: number;
  name: string;
  subjects: SubjectOption[];
}
