/** The fields of a course the search shows (GET /admin/course/list answers the whole record). */
export interface CourseHit {
  courseId: number;
  title: string;
  titleEn: string;
}
