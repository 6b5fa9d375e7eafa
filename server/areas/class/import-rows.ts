import { fail } from '../../lib/errors';
import type { Bilingual } from '../../lib/lang';

// The rows of a roster or score import (docs/api.md "POST /admin/class/{classId}/students/import"):
// each row's problems in both languages, and the refusal that names the first few bad rows. Every
// row is checked before anything is saved.

/** One row of an import file, as ./schema.ts reads it. */
type Row = Record<string, unknown>;

const STUDENT_NO = /^[A-Za-z0-9-]{1,20}$/;
const SCORE = /^\d{1,3}(\.\d)?$/;
const SEXES = ['0', '1', '2'];
/** How many bad rows a refusal names before it says how many more there are. */
const NAMED_ROWS = 5;

export const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** Refuses the import when a row has problems, naming the first few rows and their problems. */
export function refuseBadRows(problems: Bilingual[][]): void {
  const wrong = problems.map((p, index) => ({ index, p })).filter((r) => r.p.length);
  if (!wrong.length) return;
  const named = wrong.slice(0, NAMED_ROWS);
  const more = wrong.length - named.length;
  const zh = named.map((r) => `第 ${r.index + 1} 条：${r.p.map((x) => x.zh).join('，')}`).join('；');
  const en = named.map((r) => `record ${r.index + 1}: ${r.p.map((x) => x.en).join(', ')}`).join('; ');
  fail(
    `导入失败，未导入任何数据。${zh}${more ? `；另有 ${more} 条有误` : ''}`,
    `Nothing was imported. ${en}${more ? `; ${more} more records have problems` : ''}`,
  );
}

/** A student row's problems; `seen` collects the file's numbers, `elsewhere` holds the school's other classes'. */
export function studentProblems(row: Row, seen: Set<string>, elsewhere: Set<string>): Bilingual[] {
  const problems: Bilingual[] = [];
  const say = (zh: string, en: string) => problems.push({ zh, en });
  const no = str(row.studentNo);
  const name = str(row.name);
  if (!no) say('学号不能为空', 'Student number is required');
  else if (!STUDENT_NO.test(no))
    say('学号只能是 1 到 20 位字母、数字或 -', 'Student number must be 1 to 20 letters, digits or -');
  else if (seen.has(no)) say(`学号 ${no} 重复`, `Student number ${no} appears twice`);
  else if (elsewhere.has(no))
    say(`学号 ${no} 已属于本校其他班级`, `Student number ${no} belongs to another class of this school`);
  if (!name) say('姓名不能为空', 'Name is required');
  else if (name.length > 30) say('姓名不能超过 30 个字符', 'Name must be at most 30 characters');
  if (str(row.nameEn).length > 60) say('英文姓名不能超过 60 个字符', 'English name must be at most 60 characters');
  const sex = str(row.sex);
  if (sex && !SEXES.includes(sex)) say('性别的值无效', 'Gender has an invalid value');
  seen.add(no);
  return problems;
}

/** A score row's problems; a score is 0 to 100 with at most one decimal, for a student of this class. */
export function scoreProblems(row: Row, seen: Set<string>, roster: ReadonlyMap<string, number>): Bilingual[] {
  const problems: Bilingual[] = [];
  const say = (zh: string, en: string) => problems.push({ zh, en });
  const no = str(row.studentNo);
  if (!no) say('学号不能为空', 'Student number is required');
  else if (seen.has(no)) say(`学号 ${no} 重复`, `Student number ${no} appears twice`);
  else if (!roster.has(no)) say(`学号 ${no} 不是本班学生`, `Student number ${no} is not in this class`);
  seen.add(no);
  const score = str(row.score);
  if (!score) say('成绩不能为空', 'Score is required');
  else if (!SCORE.test(score) || Number(score) > 100) {
    say('成绩必须是 0 到 100 的数字，最多一位小数', 'Score must be a number from 0 to 100 with at most one decimal');
  }
  return problems;
}
