import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, login } from '../helpers/client';
import { changedTables } from '../helpers/db-changes';
import { serverApp } from '../helpers/harness';
import { appRoutes } from '../helpers/route-table';

// Every list call of the server (its `GET .../list` routes) with hostile filter and sort values
// (docs/api.md "Lists"): the answer is a page, possibly empty, or a refusal in the request's
// language; never the generic answer of a defect, never a database's words, never a changed row.

const API_DOC = readFileSync(join(__dirname, '../../../docs/api.md'), 'utf8');

/**
 * The filters docs/api.md gives one list: the names in its call's query string and the backticked
 * names of its table row, bullet or heading (`title`, `params[beginTime]`/`[endTime]`).
 */
function documentedFilters(path: string): string[] {
  const names: string[] = [];
  for (const match of API_DOC.matchAll(new RegExp(`\`GET ${path.replace(/[/[\]]/g, '\\$&')}[?\`]`, 'g'))) {
    const text = API_DOC.slice(match.index).split(/\n(?=[|#-]|\n)/)[0];
    names.push(...[...text.matchAll(/[?&]([\w[\]]+)=/g)].map((m) => m[1]));
    names.push(...[...text.matchAll(/`(\[?[A-Za-z][\w[\]]*)`/g)].map((m) => m[1]));
  }
  return [...new Set(names.map((name) => (name.startsWith('[') ? `params${name}` : name)))].filter((name) =>
    /^[a-z][A-Za-z]*$|^params\[\w+\]$/.test(name),
  );
}

const HOSTILE: Record<string, string | string[]> = {
  sql: `' or 1=1 --;1;drop table x;"\`\\%_`,
  long: 'x'.repeat(10_000),
  nul: 'a\u0000b',
  // an array where one value is expected, its first one emoji and right-to-left text
  unicodeArray: ['😀\u202Eעברית\u200B', '2'],
  huge: '99999999999999999999',
  belowInt: '-2147483649',
  fraction: '1.5',
  badDay: '2024-02-30',
  badMonth: '2024-13-45',
};

const INTERNAL = { en: 'Internal system error, please contact the administrator', zh: '系统内部错误，请联系管理员' };
/** Words a database error would bring along, in PostgreSQL's and the driver's phrasing. */
const DATABASE_WORDS =
  /syntax error|invalid input|relation "|column "|violates|duplicate key|out of range for type|invalid byte sequence|unterminated|operator does not exist|PGlite|postgres|drizzle|select |failed query/i;

interface Answer {
  code: number;
  msg: string;
  rows?: unknown[];
  total?: number;
  data?: unknown;
}

type Params = Array<[string, string]>;

async function list(path: string, params: Params, token: string, lang: 'zh' | 'en'): Promise<Answer> {
  const search = new URLSearchParams(params);
  const headers = { 'Content-Language': lang, Authorization: `Bearer ${token}` };
  const response = await serverApp().fetch(new Request(`${BASE}${path}?${search}`, { headers }));
  return (await response.json()) as Answer;
}

/** An ordinary answer: a page, or the whole list in `data` for the short public ones. */
const isPage = (a: Answer) =>
  a.code === 200 && ((Array.isArray(a.rows) && typeof a.total === 'number') || Array.isArray(a.data));

/** A refusal the rules made on purpose: in the request's language and without a database's words. */
function isRefusal(a: Answer, lang: 'zh' | 'en'): boolean {
  if (a.code !== 500 || typeof a.msg !== 'string' || a.msg === INTERNAL[lang]) return false;
  if (DATABASE_WORDS.test(a.msg)) return false;
  const chinese = /[\u4e00-\u9fff]/.test(a.msg);
  return lang === 'zh' ? chinese : !chinese;
}

/** What went wrong with one call, or '' when the answer is a page or a proper refusal. */
function verdict(a: Answer, lang: 'zh' | 'en'): string {
  if (isPage(a) || isRefusal(a, lang)) return '';
  return `${a.code} ${String(a.msg).slice(0, 200)}`;
}

const asParams = (keys: string[], value: string | string[]): Params =>
  keys.flatMap((key) => (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, v]));

/**
 * The filters refusing this value: all are sent at once; a refusal is traced to its key by
 * halving the keys, that key is left out, and the rest are sent again until a page answers.
 */
async function probe(path: string, keys: string[], value: string | string[], token: string, lang: 'zh' | 'en') {
  const problems: string[] = [];
  const refusedBy: string[] = [];
  let left = [...keys];
  for (;;) {
    const answer = await list(path, asParams(left, value), token, lang);
    const problem = verdict(answer, lang);
    if (problem || isPage(answer)) {
      if (problem) problems.push(`${path} ${JSON.stringify(value).slice(0, 40)}: ${problem}`);
      return { problems, refusedBy };
    }
    let suspects = left.filter((key) => answer.msg.includes(key)).slice(0, 1);
    if (!suspects.length) suspects = left;
    while (suspects.length > 1) {
      const half = suspects.slice(0, Math.ceil(suspects.length / 2));
      const again = await list(path, asParams(half, value), token, lang);
      suspects = again.msg === answer.msg ? half : suspects.slice(half.length);
    }
    refusedBy.push(suspects[0]);
    left = left.filter((k) => k !== suspects[0]);
  }
}

let LISTS: string[] = [];
beforeAll(() => {
  LISTS = appRoutes()
    .filter((r) => r.method === 'GET' && r.path.endsWith('/list') && !r.path.includes('/:'))
    .map((r) => r.path.replace(/^\/csp/, ''));
});

const KEYS = new Map<string, string[]>();

/** Each list's filter names: the documented ones and the fields of its rows (each may filter). */
async function filterKeys(path: string, token: string): Promise<string[]> {
  if (!KEYS.has(path)) {
    const first = await list(path, [['pageSize', '1']], token, 'en');
    expect({ path, code: first.code }).toEqual({ path, code: 200 });
    const general = ['params[beginTime]', 'params[endTime]', 'pageNum', 'pageSize'];
    KEYS.set(path, [...new Set([...documentedFilters(path), ...rowFields(first), ...general])]);
  }
  return KEYS.get(path) ?? [];
}

const rowFields = (page: Answer): string[] => Object.keys((page.rows?.[0] as object | undefined) ?? {});

/** Generous: the machine's other work may slow these many calls down. */
const SLOW = 60_000;

describe('hostile list filters', () => {
  it('finds the list calls and their documented filters', () => {
    expect(LISTS.length).toBeGreaterThan(25);
    expect(LISTS).toContain('/admin/course/list');
    expect(documentedFilters('/admin/content/list')).toEqual(['title', 'params[beginTime]', 'params[endTime]']);
    expect(documentedFilters('/admin/class/list')).toEqual(
      expect.arrayContaining(['schoolId', 'className', 'grade', 'params[beginExamTime]', 'params[endExamTime]']),
    );
  });

  // one test per value, each with its table check right after its calls
  it.each(Object.keys(HOSTILE))(
    'answers a page or a refusal to the value %s in every filter',
    async (name) => {
      const token = await login('admin');
      const lang = Object.keys(HOSTILE).indexOf(name) % 2 ? 'zh' : 'en';
      const problems: string[] = [];
      for (const path of LISTS) {
        problems.push(...(await probe(path, await filterKeys(path, token), HOSTILE[name], token, lang)).problems);
      }
      expect(problems).toEqual([]);
      expect(await changedTables()).toEqual([]);
    },
    SLOW,
  );
});

describe('hostile sort columns', () => {
  it(
    'refuses a hostile orderByColumn or isAsc, or ignores it',
    async () => {
      const token = await login('admin');
      const problems: string[] = [];
      for (const path of LISTS) {
        const fields = rowFields(await list(path, [['pageSize', '1']], token, 'en'));
        for (const [i, value] of Object.values(HOSTILE).entries()) {
          const lang = i % 2 ? 'zh' : 'en';
          const column = await list(path, asParams(['orderByColumn'], value), token, lang);
          if (verdict(column, lang)) problems.push(`${path} orderByColumn: ${verdict(column, lang)}`);
          if (!fields.length) continue;
          const order = await list(path, [['orderByColumn', fields[0]], ...asParams(['isAsc'], value)], token, lang);
          if (verdict(order, lang)) problems.push(`${path} isAsc: ${verdict(order, lang)}`);
        }
      }
      expect(problems).toEqual([]);
      expect(await changedTables()).toEqual([]);
    },
    SLOW,
  );

  it(
    'sorts by each field of the rows or refuses it',
    async () => {
      const token = await login('admin');
      const problems: string[] = [];
      for (const path of LISTS) {
        for (const field of rowFields(await list(path, [['pageSize', '1']], token, 'en'))) {
          const sorted = await list(
            path,
            [
              ['orderByColumn', field],
              ['isAsc', 'desc'],
            ],
            token,
            'en',
          );
          if (verdict(sorted, 'en')) problems.push(`${path} orderByColumn=${field}: ${verdict(sorted, 'en')}`);
        }
      }
      expect(problems).toEqual([]);
    },
    SLOW,
  );
});
