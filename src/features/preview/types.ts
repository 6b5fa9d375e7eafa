/** Where a course file sits: the course's resource lists, or a lesson's material. */
export type CourseFileKind = 'courseware' | 'instructional' | 'learning' | 'material';

/** `GET /course/file/{fileId}`: a course file and its course and lesson, without its address. */
export interface CourseFileInfo {
  fileId: number;
  courseId: number;
  lessonId: number | null;
  kind: CourseFileKind;
  fileName: string;
  size: number;
  contentType: string;
  downloadable: boolean;
  courseTitle: string;
  courseTitleEn: string;
  lessonTitle: string;
  lessonTitleEn: string;
}

/** What the viewer shows about a file beside its content. */
export interface PreviewFile {
  fileName: string;
  /** the type the server answered with; empty until the bytes arrive */
  contentType: string;
  /** bytes; null when not known yet */
  size: number | null;
}
