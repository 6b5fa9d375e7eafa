import { http } from 'msw';
import { db } from '../db/store';
import { contains, paginate, param, queryOf } from '../lib/query';
import { okList } from '../lib/reply';
import { withAuth } from '../lib/route';

// The course catalogue. `title` matches the Chinese or the English title (case-insensitive
// "contains"), so a search in either language finds the course.

const list = http.get(
  '*/csp/admin/course/list',
  withAuth('admin:course:list', ({ request, lang }) => {
    const q = queryOf(request);
    const title = param(q, 'title');
    const rows = db()
      .courses.filter((c) => contains(title, c.title, c.titleEn))
      .sort((a, b) => a.courseId - b.courseId);
    return okList(lang, paginate(lang, q, rows));
  }),
);

export const courseHandlers = [list];
