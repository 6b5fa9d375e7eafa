import { http } from 'msw';
import { ALL_PERMISSIONS, permissionsOf } from '../db/access';
import type { DisciplineRow, SubjectRow } from '../db/business-types';
import { db } from '../db/store';
import { crud } from '../lib/crud';
import { named, type Lang } from '../lib/lang';
import { contains, param } from '../lib/query';
import { bad, ok } from '../lib/reply';
import { forbidden, withAuth } from '../lib/route';
import { field, int, text } from '../lib/validate';
import type { Body } from '../lib/body';

// Disciplines (admin:discipline:*) and their subjects (admin:subject:*). Both are read by the
// course catalogue's options (GET /admin/course/options/disciplines), so edits here show there.
// A discipline still holding subjects or courses, or a subject still used by a course, stays.

const D = {
  id: field('disciplineId', '学科编号', 'Discipline id'),
  name: field('disciplineName', '学科名称', 'Discipline name'),
  nameEn: field('disciplineNameEn', '英文名称', 'English name'),
  sort: field('sort', '排序', 'Sort order'),
};
const S = {
  id: field('subjectId', '科目编号', 'Subject id'),
  discipline: field('disciplineId', '所属学科', 'Discipline'),
  name: field('subjectName', '科目名称', 'Subject name'),
  nameEn: field('subjectNameEn', '英文名称', 'English name'),
  sort: field('sort', '排序', 'Sort order'),
};

const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;

function disciplineOf(lang: Lang, disciplineId: number): DisciplineRow {
  return (
    db().disciplines.find((d) => d.disciplineId === disciplineId) ??
    bad(lang, '学科不存在', 'The discipline does not exist')
  );
}

/** Names are unique in each language, so the selects never show two alike. */
function checkUnique(
  lang: Lang,
  rows: { id: number; zh: string; en: string }[],
  selfId: number | null,
  zh: string,
  en: string,
) {
  const other = rows.filter((r) => r.id !== selfId);
  if (other.some((r) => r.zh === zh)) bad(lang, `名称"${zh}"已存在`, `The name "${zh}" is already taken`);
  if (other.some((r) => r.en.toLowerCase() === en.toLowerCase()))
    bad(lang, `英文名称"${en}"已存在`, `The English name "${en}" is already taken`);
}

function readDiscipline(lang: Lang, body: Body, selfId: number | null) {
  const values = {
    disciplineName: text(lang, body, D.name, { required: true, max: 30 }),
    disciplineNameEn: text(lang, body, D.nameEn, { required: true, max: 60 }),
    sort: int(lang, body, D.sort, { required: true, min: 0, max: 9999 }),
    remark: '',
  };
  const rows = db().disciplines.map((d) => ({ id: d.disciplineId, zh: d.disciplineName, en: d.disciplineNameEn }));
  checkUnique(lang, rows, selfId, values.disciplineName, values.disciplineNameEn);
  return values;
}

function readSubject(lang: Lang, body: Body, selfId: number | null) {
  const disciplineId = int(lang, body, S.discipline, { required: true, min: 1 });
  disciplineOf(lang, disciplineId);
  const values = {
    disciplineId,
    subjectName: text(lang, body, S.name, { required: true, max: 30 }),
    subjectNameEn: text(lang, body, S.nameEn, { required: true, max: 60 }),
    sort: int(lang, body, S.sort, { required: true, min: 0, max: 9999 }),
    remark: '',
  };
  const rows = db()
    .subjects.filter((s) => s.disciplineId === disciplineId)
    .map((s) => ({ id: s.subjectId, zh: s.subjectName, en: s.subjectNameEn }));
  checkUnique(lang, rows, selfId, values.subjectName, values.subjectNameEn);
  return values;
}

const courseCount = (match: (c: { disciplineId: number; subjectId: number }) => boolean) =>
  db().courses.filter(match).length;

const disciplineAnswer = (d: DisciplineRow) => ({
  ...d,
  subjectCount: db().subjects.filter((s) => s.disciplineId === d.disciplineId).length,
  courseCount: courseCount((c) => c.disciplineId === d.disciplineId),
});

const subjectAnswer = (s: SubjectRow, lang: Lang) => {
  const discipline = db().disciplines.find((d) => d.disciplineId === s.disciplineId);
  return {
    ...s,
    disciplineLabel: discipline ? named(lang, discipline.disciplineName, discipline.disciplineNameEn) : '',
    courseCount: courseCount((c) => c.subjectId === s.subjectId),
  };
};

/** The refusal names what is left, so the user knows what to move or delete first. */
function guardDiscipline(lang: Lang, d: DisciplineRow) {
  const { subjectCount, courseCount: courses } = disciplineAnswer(d);
  if (!subjectCount && !courses) return;
  const name = named(lang, d.disciplineName, d.disciplineNameEn);
  bad(
    lang,
    `学科"${d.disciplineName}"下还有 ${subjectCount} 个科目、${courses} 门课程，不能删除`,
    `The discipline "${name}" still has ${subjectCount} subject(s) and ${courses} course(s) and cannot be deleted`,
  );
}

function guardSubject(lang: Lang, s: SubjectRow) {
  const courses = courseCount((c) => c.subjectId === s.subjectId);
  if (!courses) return;
  const name = named(lang, s.subjectName, s.subjectNameEn);
  bad(
    lang,
    `科目"${s.subjectName}"还有 ${courses} 门课程在使用，不能删除`,
    `The subject "${name}" is still used by ${courses} course(s) and cannot be deleted`,
  );
}

/** The discipline select of the subject and leader screens: whoever holds one of those areas. */
const disciplineOptions = http.get(
  '*/csp/admin/discipline/options',
  withAuth(null, ({ lang, role }) => {
    const areas = ['admin:discipline:', 'admin:subject:', 'admin:disciplineleader:'];
    const perms = permissionsOf(role);
    if (!perms.some((p) => p === ALL_PERMISSIONS || areas.some((a) => p.startsWith(a)))) return forbidden(lang);
    return ok(
      lang,
      [...db().disciplines].sort(bySort).map((d) => ({
        disciplineId: d.disciplineId,
        disciplineName: named(lang, d.disciplineName, d.disciplineNameEn),
      })),
    );
  }),
);

export const disciplineHandlers = [
  disciplineOptions,
  ...crud<DisciplineRow, 'disciplineId'>({
    base: '/admin/discipline',
    perm: 'admin:discipline',
    table: () => db().disciplines,
    id: 'disciplineId',
    idField: D.id,
    missing: ['学科不存在', 'The discipline does not exist'],
    where: (q) => (d) => contains(param(q, 'disciplineName'), d.disciplineName, d.disciplineNameEn),
    order: bySort,
    answer: disciplineAnswer,
    read: readDiscipline,
    guardDelete: guardDiscipline,
  }),
  ...crud<SubjectRow, 'subjectId'>({
    base: '/admin/subject',
    perm: 'admin:subject',
    table: () => db().subjects,
    id: 'subjectId',
    idField: S.id,
    missing: ['科目不存在', 'The subject does not exist'],
    where: (q) => {
      const disciplineId = Number(param(q, 'disciplineId')) || 0;
      return (s) =>
        (!disciplineId || s.disciplineId === disciplineId) &&
        contains(param(q, 'subjectName'), s.subjectName, s.subjectNameEn);
    },
    order: (a, b) => a.disciplineId - b.disciplineId || bySort(a, b),
    answer: subjectAnswer,
    read: readSubject,
    guardDelete: guardSubject,
  }),
];
