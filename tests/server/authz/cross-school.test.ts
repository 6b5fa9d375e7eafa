import { eq, min, ne, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aidRequests,
  approvals,
  classes,
  messages,
  schedules,
  schools,
  subjectTeachers,
  users,
} from '../../../server/db/schema';
import type { RouteAccess } from '../../../server/lib/auth';
import { ALL_PERMISSIONS } from '../../../server/lib/permissions';
import { call, login, raw } from '../helpers/client';
import { changedTables } from '../helpers/db-changes';
import { db } from '../helpers/harness';
import { closedLessonFile } from '../helpers/rows/message-data';
import { appRoutes, samplePaths, type AppRoute } from '../helpers/route-table';
import { form, upload } from '../helpers/upload';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);

// A school's staff never read or write another school's records (docs/api.md "Schools": a record
// outside the caller's schools answers 403, an unknown one "does not exist"). Every route the
// staff of school 1 may call is tried with the ids of another school's records: in its path, in
// its query and in its body. No answer may carry the record, and no row may change.

const STAFF = ['schooladmin', 'principal', 'teacher'];

/** Where each id of a school's record comes from, and the condition "not school 1". */
const OTHER_SCHOOL: Record<string, [PgTable, Column, SQL | undefined]> = {
  schoolId: [schools, schools.schoolId, ne(schools.schoolId, 1)],
  classId: [classes, classes.classId, ne(classes.schoolId, 1)],
  userId: [users, users.userId, ne(users.schoolId, 1)],
  classTeacherId: [subjectTeachers, subjectTeachers.classTeacherId, ne(subjectTeachers.schoolId, 1)],
  scheduleId: [schedules, schedules.scheduleId, ne(schedules.schoolId, 1)],
  messageId: [messages, messages.messageId, ne(messages.schoolId, 1)],
  approvalId: [approvals, approvals.approvalId, ne(approvals.schoolId, 1)],
  requestId: [aidRequests, aidRequests.requestId, ne(aidRequests.schoolId, 1)],
};

/** A path parameter's record kind: `:classIds` a class, `:ids` of the class teachers an assignment. */
const kindOf = (path: string, name: string): string | undefined => {
  if ((name === 'id' || name === 'ids') && path.includes('/classteacher/')) return 'classTeacherId';
  const single = name.replace(/Ids$/, 'Id');
  return single in OTHER_SCHOOL ? single : undefined;
};

/** Lists of every school by design: the schools anyone may apply to join (docs/api.md "Approvals"). */
const PUBLIC_CHOICES = ['GET /approval/schools'];

let OTHER: Record<string, number> = {};
let ROUTES: AppRoute[] = [];
let SEED_PATHS = new Map<AppRoute, string>();

beforeAll(async () => {
  const found: Record<string, number> = {};
  for (const [kind, [table, column, where]] of Object.entries(OTHER_SCHOOL)) {
    const [row] = await db()
      .select({ id: min(column) })
      .from(table)
      .where(where);
    if (row?.id === null || row?.id === undefined) throw new Error(`the seed has no ${kind} outside school 1`);
    found[kind] = Number(row.id);
  }
  OTHER = found;
  ROUTES = appRoutes().filter((r) => r.access);
  SEED_PATHS = await samplePaths(ROUTES);
});

function admitted(held: string[], access: RouteAccess): boolean {
  if (held.includes(ALL_PERMISSIONS)) return true;
  if (access.anyOf) return held.some((p) => access.anyOf?.some((area) => p.startsWith(area)));
  return access.perm === null || held.includes(access.perm);
}

/** The route's path with every school record's id from another school; null when it names none. */
function otherSchoolPath(route: AppRoute): string | null {
  const seeded = (SEED_PATHS.get(route) ?? '').split('/');
  const pattern = route.path.replace(/^\/csp/, '').split('/');
  let named = false;
  const path = pattern.map((part, i) => {
    const name = /^:(\w+)/.exec(part)?.[1];
    const kind = name ? kindOf(route.path, name) : undefined;
    if (!kind) return seeded[i];
    named = true;
    return String(OTHER[kind]);
  });
  return named ? path.join('/') : null;
}

/** Objects in an answer that name a school other than 1. */
function otherSchoolItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(otherSchoolItems);
  if (!value || typeof value !== 'object') return [];
  const own = 'schoolId' in value && ![1, null, undefined].includes((value as { schoolId: unknown }).schoolId as never);
  return [...(own ? [value] : []), ...Object.values(value).flatMap(otherSchoolItems)];
}

async function answerOf(path: string, method: AppRoute['method'], token: string, body?: unknown) {
  const response = await raw(path, { method, token, body, lang: 'en' });
  if (!response.headers.get('Content-Type')?.includes('application/json')) return { code: 200, msg: 'a file' };
  return (await response.json()) as { code: number; msg: string; data?: unknown; rows?: unknown[] };
}

describe("another school's records", () => {
  it('are found in the seed for every kind of school record', () => {
    expect(Object.keys(OTHER).sort()).toEqual(Object.keys(OTHER_SCHOOL).sort());
    expect(ROUTES.filter((r) => otherSchoolPath(r)).length).toBeGreaterThan(20);
  });

  it.each(STAFF)('are refused to %s of school 1 by id in the path, and nothing changes', async (account) => {
    const token = await login(account);
    const held = (await call<{ permissions: string[] }>('/getInfo', { token })).data.permissions;
    const leaks = [];
    let tried = 0;
    const order = ['GET', 'POST', 'PUT', 'DELETE'];
    for (const route of [...ROUTES].sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method))) {
      const path = otherSchoolPath(route);
      if (!path || !route.access || !admitted(held, route.access)) continue;
      tried += 1;
      const body = route.method === 'POST' || route.method === 'PUT' ? {} : undefined;
      const answer = await answerOf(path, route.method, token, body);
      if (answer.code === 200)
        leaks.push({ route: `${route.method} ${path}`, answer: JSON.stringify(answer).slice(0, 200) });
    }
    expect(leaks).toEqual([]);
    expect(await changedTables()).toEqual([]);
    if (account !== 'teacher') expect(tried).toBeGreaterThan(5);
  });

  it.each(STAFF)('are refused to %s of school 1 by id in a query or a body, and nothing changes', async (account) => {
    const token = await login(account);
    const held = (await call<{ permissions: string[] }>('/getInfo', { token })).data.permissions;
    const ids = Object.fromEntries(Object.entries(OTHER).map(([kind, id]) => [kind, String(id)]));
    const lists = Object.fromEntries(Object.entries(OTHER).map(([kind, id]) => [`${kind}s`, [id]]));
    const leaks = [];
    for (const route of ROUTES.filter((r) => r.access && admitted(held, r.access) && !r.path.includes('/:'))) {
      const path = SEED_PATHS.get(route) ?? '';
      if (PUBLIC_CHOICES.includes(`${route.method} ${path}`)) continue;
      if (route.method === 'GET') {
        const answer = await answerOf(`${path}?${new URLSearchParams(ids)}`, 'GET', token);
        const items = answer.code === 200 ? otherSchoolItems([answer.data, answer.rows]) : [];
        if (items.length) leaks.push({ route: `GET ${path}`, item: JSON.stringify(items[0]).slice(0, 200) });
      } else {
        // a write is caught by the table check below; a call that only reads (findUserRoles) may succeed
        const answer = await answerOf(path, route.method, token, { ...OTHER, ...lists });
        const items = answer.code === 200 ? otherSchoolItems(answer.data) : [];
        if (items.length)
          leaks.push({ route: `${route.method} ${path}`, item: JSON.stringify(items[0]).slice(0, 200) });
      }
    }
    expect(leaks).toEqual([]);
    expect(await changedTables()).toEqual([]);
  });
});

describe("another school's courses in a courseware message", () => {
  it.each(STAFF)(
    'are refused to %s of school 1: a message names neither their lesson nor their file, and nothing changes',
    async (account) => {
      const { lessonId, fileId } = await closedLessonFile(1);
      const token = await login(account);
      const reply = await call('/admin/message', {
        method: 'POST',
        token,
        lang: 'en',
        body: { lessonId, fileId, title: 't', content: 'c' },
      });
      expect(reply).toMatchObject({ code: 500, msg: 'This course is not open to your school' });
      expect(await changedTables()).toEqual([]);
    },
  );
});

describe("another school's files", () => {
  it.each(STAFF)('are never named to %s of school 1, nor served to them by id with their token', async (account) => {
    // an upload only another school's message names
    const uploaded = await upload(form('other-school.png', PNG, 'image/png'), await login('admin'));
    const address = uploaded.data.url.split('?')[0];
    await db()
      .update(messages)
      .set({ attachments: [{ name: 'other-school.png', url: address }] })
      .where(eq(messages.messageId, OTHER.messageId));
    const token = await login(account);
    const list = await raw('/admin/message/list', { token, query: { pageSize: 100 } });
    expect(await list.text()).not.toContain(`/system/oss/file/${uploaded.data.ossId}/`);
    const byId = await raw(address.replace(/^\/csp/, ''), { token, lang: 'en' });
    expect(await byId.json()).toEqual({ code: 500, msg: 'The file does not exist', kind: 'notFound' });
  });
});
