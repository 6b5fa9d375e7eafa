import { http } from 'msw';
import { disciplineNames } from '../db/catalog-names';
import { userById } from '../db/lookup';
import { requireSchool, withinScope } from '../db/school-scope';
import { db } from '../db/store';
import type { AidRequestRow, TeachingAidRow } from '../db/teaching-types';
import { readIdArray } from '../db/user-roles';
import { readJson } from '../lib/body';
import { formatTime } from '../lib/clock';
import { nextId } from '../lib/ids';
import type { Lang } from '../lib/lang';
import { localize } from '../lib/localize';
import { contains, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, idParam, int, text } from '../lib/validate';

// The teaching-aid shop (user:shop:*, docs/api.md "Teaching-aid shop"): the catalogue, one aid
// with its contents and courses, and "ask for this", a request to the teacher's own school. The
// school's administrators and principal (who hold admin:approval:*) see and handle the requests
// of their school on the approvals screen.

const ID = field('aidId', '教具编号', 'Teaching-aid id');
const MISSING: [string, string] = ['教具不存在', 'The teaching aid does not exist'];
const QUANTITY = field('quantity', '数量', 'Quantity');
const NOTE = field('note', '备注', 'Note');
const STATUS = field('status', '处理状态', 'Request status');

function aidFilter(lang: Lang, q: URLSearchParams): (a: TeachingAidRow) => boolean {
  const query = Object.fromEntries(q);
  const kind = choice(lang, query, field('kind', '类别', 'Kind'), ['aid', 'kit'], '');
  const disciplineId = int(lang, query, field('disciplineId', '学科', 'Discipline'));
  const grade = int(lang, query, field('grade', '年级', 'Grade'), { min: 1, max: 12 });
  const words = param(q, 'text');
  return (a) =>
    (!kind || a.kind === kind) &&
    (!disciplineId || a.disciplineId === disciplineId) &&
    (!grade || (a.gradeStart <= grade && grade <= a.gradeEnd)) &&
    contains(words, a.name, a.nameEn, a.description, a.descriptionEn);
}

const answer = (row: TeachingAidRow, lang: Lang) => ({
  ...localize(row, lang, ['name', 'description']),
  ...disciplineNames(row.disciplineId),
});

function aidOf(lang: Lang, raw: string | readonly string[] | undefined): TeachingAidRow {
  const id = idParam(lang, raw, ID);
  return db().teachingAids.find((a) => a.aidId === id) ?? bad(lang, ...MISSING);
}

function coursesOf(row: TeachingAidRow) {
  return db()
    .courses.filter((c) => row.courseIds.includes(c.courseId))
    .map((c) => ({ courseId: c.courseId, title: c.title, titleEn: c.titleEn }));
}

/** A request with the names a list shows: the aid, the teacher and the school. */
function requestAnswer(row: AidRequestRow) {
  const data = db();
  const aid = data.teachingAids.find((a) => a.aidId === row.aidId);
  const teacher = userById(row.teacherUserId);
  const school = data.schools.find((s) => s.schoolId === row.schoolId);
  return {
    ...row,
    aidName: aid?.name ?? '',
    aidNameEn: aid?.nameEn ?? '',
    teacherName: teacher?.nickName ?? '',
    teacherUserName: teacher?.userName ?? '',
    schoolName: school?.schoolName ?? '',
    schoolNameEn: school?.schoolNameEn ?? '',
  };
}

const newestFirst = (a: AidRequestRow, b: AidRequestRow) =>
  b.createTime.localeCompare(a.createTime) || b.requestId - a.requestId;

export const shopHandlers = [
  http.get(
    '*/csp/user/shop/list',
    withAuth('user:shop:list', ({ request, lang }) => {
      const q = queryOf(request);
      const rows = db()
        .teachingAids.filter(aidFilter(lang, q))
        .sort((a, b) => a.aidId - b.aidId)
        .map((a) => answer(a, lang));
      return okList(lang, paginate(lang, q, rows));
    }),
  ),
  http.get(
    '*/csp/user/shop/requests/mine',
    withAuth('user:shop:list', ({ request, lang, user }) => {
      const rows = db()
        .aidRequests.filter((r) => r.teacherUserId === user.userId)
        .sort(newestFirst)
        .map(requestAnswer);
      return okList(lang, paginate(lang, queryOf(request), rows));
    }),
  ),
  http.post(
    '*/csp/user/shop/:id/request',
    withAuth('user:shop:query', async ({ request, params, lang, user }) => {
      const aid = aidOf(lang, params.id);
      const body = await readJson(request);
      const quantity = int(lang, body, QUANTITY, { required: true, min: 1, max: 99 });
      const note = text(lang, body, NOTE, { max: 200 });
      if (user.schoolId === null) {
        bad(
          lang,
          '您的账号不属于任何学校，无法申请教具',
          'Your account belongs to no school, so it cannot ask for teaching aids',
        );
      }
      const rows = db().aidRequests;
      const row: AidRequestRow = {
        requestId: nextId(rows, 'requestId'),
        aidId: aid.aidId,
        teacherUserId: user.userId,
        schoolId: user.schoolId,
        quantity,
        note,
        status: '0',
        createBy: user.userName,
        createTime: formatTime(),
        updateBy: '',
        updateTime: '',
        remark: '',
      };
      rows.push(row);
      return ok(lang, { requestId: row.requestId });
    }),
  ),
  http.get(
    '*/csp/user/shop/:id',
    withAuth('user:shop:query', ({ params, lang }) => {
      const row = aidOf(lang, params.id);
      return ok(lang, { ...answer(row, lang), courses: coursesOf(row) });
    }),
  ),
  http.get(
    '*/csp/admin/aidRequest/list',
    withAuth('admin:approval:list', ({ request, lang, user, role }) => {
      const q = queryOf(request);
      const query = Object.fromEntries(q);
      const status = choice(lang, query, STATUS, ['0', '1', '2'], '');
      const words = param(q, 'text');
      const rows = withinScope(db().aidRequests, user, role, (r) => r.schoolId)
        .filter((r) => !status || r.status === status)
        .map(requestAnswer)
        .filter((r) => contains(words, r.aidName, r.aidNameEn, r.teacherName, r.teacherUserName, r.note))
        .sort(newestFirst);
      return okList(lang, paginate(lang, q, rows));
    }),
  ),
  http.put(
    '*/csp/admin/aidRequest/status',
    withAuth('admin:approval:edit', async ({ request, lang, user, role }) => {
      const body = await readJson(request);
      if (!text(lang, body, STATUS)) bad(lang, '处理状态不能为空', 'Request status is required');
      const status = choice(lang, body, STATUS, ['1', '2'], '1') as AidRequestRow['status'];
      const ids = readIdArray(lang, body.requestIds, '申请', 'Requests');
      if (!ids.length) bad(lang, '请选择要处理的申请', 'Please choose the requests to handle');
      // every request is checked before any changes: all or nothing
      const rows = ids.map((id) => {
        const row = db().aidRequests.find((r) => r.requestId === id);
        if (!row) return bad(lang, `申请 ${id} 不存在`, `The request ${id} does not exist`);
        requireSchool(lang, user, row.schoolId, role);
        if (row.status !== '0') bad(lang, `申请 ${id} 已处理`, `The request ${id} has already been handled`);
        return row;
      });
      for (const row of rows) Object.assign(row, { status, updateBy: user.userName, updateTime: formatTime() });
      return ok(lang);
    }),
  ),
];
