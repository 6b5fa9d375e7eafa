import type { Lang } from '../lib/lang';
import type { MessageRow } from './business-types';
import { userById } from './lookup';
import { db } from './store';

// How a message travels: the row plus the names a list shows beside it (sender, school, course,
// discipline, subject, lesson, class-hour document). Bilingual names follow the answers'
// convention: `<name>` in the request's language, `<name>Zh` and `<name>En` the originals.

type Both<K extends string> = Record<K | `${K}Zh` | `${K}En`, string>;

function both<K extends string>(key: K, lang: Lang, zh = '', en = ''): Both<K> {
  return { [key]: lang === 'en' && en ? en : zh, [`${key}Zh`]: zh, [`${key}En`]: en } as Both<K>;
}

/** The lesson's position in its course, from 1 (0 when the lesson is gone). */
export function lessonNumber(lessonId: number): number {
  const lesson = db().lessons.find((l) => l.lessonId === lessonId);
  if (!lesson) return 0;
  const siblings = db()
    .lessons.filter((l) => l.courseId === lesson.courseId)
    .sort((a, b) => a.sort - b.sort || a.lessonId - b.lessonId);
  return siblings.indexOf(lesson) + 1;
}

export function messageView(row: MessageRow, lang: Lang) {
  const data = db();
  const sender = userById(row.teacherUserId);
  const school = data.schools.find((s) => s.schoolId === row.schoolId);
  const course = data.courses.find((c) => c.courseId === row.courseId);
  const discipline = data.disciplines.find((d) => d.disciplineId === course?.disciplineId);
  const subject = data.subjects.find((s) => s.subjectId === course?.subjectId);
  const lesson = data.lessons.find((l) => l.lessonId === row.lessonId);
  const file = row.fileId === null ? undefined : data.courseFiles.find((f) => f.fileId === row.fileId);
  return {
    ...row,
    teacherName: sender?.name || sender?.nickName || '',
    userName: sender?.userName ?? '',
    ...both('schoolName', lang, school?.schoolName, school?.schoolNameEn),
    ...both('courseTitle', lang, course?.title, course?.titleEn),
    disciplineId: course?.disciplineId ?? null,
    ...both('disciplineName', lang, discipline?.disciplineName, discipline?.disciplineNameEn),
    subjectId: course?.subjectId ?? null,
    ...both('subjectName', lang, subject?.subjectName, subject?.subjectNameEn),
    ...both('lessonTitle', lang, lesson?.title, lesson?.titleEn),
    lessonNo: lessonNumber(row.lessonId),
    fileName: file?.fileName ?? '',
  };
}
