// Wire shapes of the resource library (docs/api.md "Resource library").

/** A resource: names in both languages (`titleZh`, `titleEn`), the file's name and size, never its address. */
export interface Resource {
  resourceId: number;
  title: string;
  titleZh: string;
  titleEn: string;
  description: string;
  descriptionZh: string;
  descriptionEn: string;
  /** dict resource_type */
  resourceType: string;
  disciplineId: number;
  disciplineName: string;
  disciplineNameEn: string;
  subjectId: number;
  subjectName: string;
  subjectNameEn: string;
  /** 1–12 */
  grade: number;
  fileName: string;
  size: number;
  downloadable: boolean;
  createTime: string;
}

/** A lesson that uses a resource; `mine` when its course is one the user teaches (its page opens). */
export interface ResourceLesson {
  lessonId: number;
  sort: number;
  title: string;
  titleEn: string;
  courseId: number;
  courseTitle: string;
  courseTitleEn: string;
  mine: boolean;
}

export interface ResourceDetail extends Resource {
  lessons: ResourceLesson[];
}
