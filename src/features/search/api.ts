import { get } from '@/api/request';
import type { PageResult } from '@/api/types';
import type { CourseHit } from './types';

/** How many matching courses the search page lists. */
const COURSE_HITS = 10;

/** Courses whose Chinese or English title contains `title` (permission admin:course:list). */
export async function findCourses(title: string): Promise<CourseHit[]> {
  const answer = await get<PageResult<CourseHit>>('/admin/course/list', {
    params: { title, pageNum: 1, pageSize: COURSE_HITS },
  });
  return answer.rows;
}
