import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_KEYS } from '../../../server/areas/config/public-keys';
import type { RouteAccess } from '../../../server/lib/auth';
import { ALL_PERMISSIONS } from '../../../server/lib/permissions';
import { call, login, raw } from '../helpers/client';
import { changedTables } from '../helpers/db-changes';
import { expireAllSessions } from '../helpers/harness';
import { courseFileOpens, unassignedLessonFile } from '../helpers/rows/message-data';
import { appRoutes, documentedForm, samplePaths, type AppRoute } from '../helpers/route-table';
import { documentedAreaGrant, documentedGrant, documentedScreenRows, ROLE_ACCOUNTS } from '../helpers/roles-doc';

// The authorisation matrix, generated from the server's route table: every route of createApp(...)
// without a token, with an expired one and as each role of docs/roles.md. What a route needs is
// what its own gate enforces (server/lib/auth.ts accessOf); what a role holds is its GET /getInfo;
// docs/roles.md must grant the same, and docs/api.md must name every route without a gate.

const API_DOC = readFileSync(join(__dirname, '../../../docs/api.md'), 'utf8');

/** The calls docs/api.md says need no token: its Headers list and the sections marked "(no token)". */
function documentedPublicCalls(): RegExp[] {
  const headers = /`Authorization: Bearer <token>` on every call except([\s\S]*?)\n\n/.exec(API_DOC)?.[1] ?? '';
  const marked = API_DOC.split('\n').filter((line) => line.includes('(no token)'));
  const calls = [headers, ...marked].flatMap((text) =>
    [...text.matchAll(/`(GET|POST|PUT|DELETE) (\/[^`\s?]*)/g)].map(([, method, path]) => `${method} ${path}`),
  );
  // `{id}` stands for any one segment, a trailing `...` for the rest of the path
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
  return [...new Set(calls)].map((written) => {
    const [path, rest] = written.endsWith('...') ? [written.slice(0, -3), '.+'] : [written, ''];
    return new RegExp(
      `^${path
        .split(/\{\w+\}/)
        .map(escape)
        .join('[^/]+')}${rest}$`,
    );
  });
}

const asWritten = (route: AppRoute) => `${route.method} ${documentedForm(route.path).replace(/\{\w+\}/g, 'x')}`;

const SCREENS = documentedScreenRows();
const gate = (route: AppRoute): RouteAccess => route.access ?? { perm: null };
// read once the worker's app exists (tests/server/helpers/setup.ts connects before the tests run)
let ROUTES: AppRoute[] = [];
let GATED: AppRoute[] = [];
/** each route's path with the seed's ids, read once */
let PATHS = new Map<AppRoute, string>();
beforeAll(async () => {
  ROUTES = appRoutes();
  GATED = ROUTES.filter((r) => r.access);
  PATHS = await samplePaths(ROUTES);
});

/** An answer's envelope code; a file (any other content type) is a success. */
async function codeOf(route: AppRoute, token?: string): Promise<{ code: number; msg: string }> {
  const body = route.method === 'POST' || route.method === 'PUT' ? {} : undefined;
  const response = await raw(PATHS.get(route) ?? '', { method: route.method, token, body, lang: 'en' });
  if (!response.headers.get('Content-Type')?.includes('application/json')) return { code: 200, msg: '' };
  const { code, msg } = (await response.json()) as { code: number; msg: string };
  return { code, msg };
}

const INTERNAL = 'Internal system error, please contact the administrator';
const FORBIDDEN = { code: 403, msg: 'No permission, please contact the administrator' };
const UNAUTHORISED = { code: 401, msg: 'Authentication failed, unable to access system resources' };

/** Reads are answered first and deletes last, so a role's own writes cannot hide a later route. */
const ORDER = ['GET', 'POST', 'PUT', 'DELETE'];
const inCallOrder = (routes: AppRoute[]) =>
  [...routes].sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));

async function permissionsOf(token: string): Promise<string[]> {
  return (await call<{ permissions: string[] }>('/getInfo', { token })).data.permissions;
}

/** Whether a role holding these permissions (its getInfo) passes the route's gate. */
function admitted(held: string[], access: RouteAccess): boolean {
  if (held.includes(ALL_PERMISSIONS)) return true;
  if (access.anyOf) return held.some((p) => access.anyOf?.some((area) => p.startsWith(area)));
  return access.perm === null || held.includes(access.perm);
}

/** Whether docs/roles.md lets the role through the route's gate. */
function documented(role: string, access: RouteAccess): boolean {
  if (access.anyOf) return documentedAreaGrant(SCREENS, role, access.anyOf);
  return access.perm === null || documentedGrant(SCREENS, role, access.perm);
}

const describeAccess = (access: RouteAccess) => access.perm ?? access.anyOf?.join('|') ?? 'login';

describe('the route table', () => {
  it('lists every route with its gate', () => {
    expect(ROUTES.length).toBeGreaterThan(180);
    expect(ROUTES).toContainEqual({ method: 'GET', path: '/csp/getInfo', access: { perm: null } });
    expect(ROUTES).toContainEqual({
      method: 'DELETE',
      path: '/csp/admin/school/:schoolIds',
      access: { perm: 'admin:school:remove' },
    });
    expect(ROUTES).toContainEqual({ method: 'POST', path: '/csp/login', access: null });
    // the first-run checklist: the platform administrator's, through the parameters' permissions
    expect(ROUTES).toContainEqual({ method: 'GET', path: '/csp/home/setup', access: { perm: 'system:config:query' } });
    expect(ROUTES).toContainEqual({
      method: 'PUT',
      path: '/csp/home/setup/dismiss',
      access: { perm: 'system:config:edit' },
    });
  });

  it('has a gate on every route except the public calls docs/api.md names', () => {
    const publicCalls = documentedPublicCalls();
    expect(publicCalls.length).toBeGreaterThanOrEqual(10);
    const isPublic = (route: AppRoute) => publicCalls.some((p) => p.test(asWritten(route)));
    expect(ROUTES.filter((r) => !r.access).map(asWritten)).toEqual(ROUTES.filter(isPublic).map(asWritten));
  });

  it('gives each role, by its getInfo, exactly the gates docs/roles.md opens to it', async () => {
    const gates = [...new Map(GATED.map((r) => [describeAccess(gate(r)), gate(r)])).values()];
    expect(gates.length).toBeGreaterThan(80);
    for (const [role, account] of Object.entries(ROLE_ACCOUNTS)) {
      const held = await permissionsOf(await login(account));
      const served = gates.filter((g) => admitted(held, g)).map(describeAccess);
      const promised = gates.filter((g) => documented(role, g)).map(describeAccess);
      expect({ role, opens: served }).toEqual({ role, opens: promised });
    }
  });
});

describe('the authorisation matrix', () => {
  it('answers 401 to every gated route without a token, and changes nothing', async () => {
    const answers = [];
    for (const route of GATED) answers.push({ route: asWritten(route), ...(await codeOf(route)) });
    expect(answers.filter((a) => a.code !== 401 || a.msg !== UNAUTHORISED.msg)).toEqual([]);
    expect(await changedTables()).toEqual([]);
  });

  it('answers the public calls without a token', async () => {
    const answers = [];
    for (const route of inCallOrder(ROUTES.filter((r) => !r.access))) {
      answers.push({ route: asWritten(route), ...(await codeOf(route)) });
    }
    expect(answers.length).toBeGreaterThanOrEqual(10);
    expect(answers.filter((a) => a.code === 401 || a.code === 403 || a.msg === INTERNAL)).toEqual([]);
  });

  it('answers 401 to every gated route with an expired session, and changes nothing', async () => {
    const token = await login('admin');
    await expireAllSessions();
    const answers = [];
    for (const route of GATED) answers.push({ route: asWritten(route), ...(await codeOf(route, token)) });
    expect(answers.filter((a) => a.code !== 401 || a.msg !== UNAUTHORISED.msg)).toEqual([]);
    expect(await changedTables()).toEqual([]);
  });

  it.each(Object.entries(ROLE_ACCOUNTS))(
    'lets %s (%s) through the routes its permissions allow and answers 403 elsewhere',
    async (_role, account) => {
      const token = await login(account);
      const held = await permissionsOf(token);
      const allowed = GATED.filter((r) => admitted(held, gate(r)));
      const refused = GATED.filter((r) => !admitted(held, gate(r)));
      // the refusals first, so that nothing the allowed calls wrote can hide a refused write
      const refusals = [];
      for (const route of refused) refusals.push({ route: asWritten(route), ...(await codeOf(route, token)) });
      expect(refusals.filter((a) => a.code !== FORBIDDEN.code || a.msg !== FORBIDDEN.msg)).toEqual([]);
      expect(await changedTables()).toEqual([]);

      // Past the gate a call may still refuse its record, saying why ("This is not one of your
      // courses"), or, for a course file one may not read (docs/api.md "Course files and preview"),
      // with the gate's words: on a login-only route naming a record the 403 is the record's.
      const passed = [];
      for (const route of inCallOrder(allowed)) {
        const answer = await codeOf(route, token);
        const recordRule = gate(route).perm === null && !gate(route).anyOf && route.path.includes('/:');
        passed.push({ route: asWritten(route), ...answer, recordRule });
      }
      expect(passed.filter((a) => a.code === 401 || (a.msg === FORBIDDEN.msg && !a.recordRule))).toEqual([]);
      expect(passed.filter((a) => a.msg === INTERNAL)).toEqual([]);
    },
  );
});

// Past its gate, sending a courseware message keeps the course rule (docs/api.md "Courseware
// messages"): a message names only a lesson of a course its sender may open, so no role gets
// a file through a message that it could not open anyway.
describe('the courseware message route', () => {
  /** What each role's send answers, naming a lesson (and its file) of a course open to school 1 that `teacher` is not assigned. */
  const SEND: Record<string, { code: number; msg?: string }> = {
    admin: { code: 500, msg: "Only a school's teachers can send courseware feedback" },
    school_admin: { code: 500, msg: 'This is not one of your courses' },
    principal: { code: 200 },
    teacher: { code: 500, msg: 'This is not one of your courses' },
    discipline_leader: { code: 500, msg: "Only a school's teachers can send courseware feedback" },
    A4: FORBIDDEN,
  };

  it.each(Object.entries(ROLE_ACCOUNTS))(
    'lets %s (%s) name only a lesson of a course it may open',
    async (role, account) => {
      const { lessonId, fileId } = await unassignedLessonFile();
      const token = await login(account);
      const before = await courseFileOpens(token, fileId);
      const reply = await call('/admin/message', {
        method: 'POST',
        token,
        lang: 'en',
        body: { lessonId, fileId, title: 't', content: 'c' },
      });
      expect({ role, code: reply.code, msg: reply.msg }).toMatchObject({ role, ...SEND[role] });
      if (reply.code !== 200) expect(await changedTables()).toEqual([]);
      // a role that could not open the file before cannot open it after its send
      expect(await courseFileOpens(token, fileId)).toBe(before);
    },
  );
});

describe('the parameters read by key (GET /system/config/configKey/{configKey})', () => {
  const byKey = (key: string, token?: string) => codeOfPath(`/system/config/configKey/${key}`, token);
  async function codeOfPath(path: string, token?: string) {
    const response = await raw(path, { token, lang: 'en' });
    const { code, msg } = (await response.json()) as { code: number; msg: string };
    return { code, msg };
  }

  it('is gated by system:config:query, open for the declared public keys only', () => {
    const route = ROUTES.find((r) => r.path === '/csp/system/config/configKey/:configKey');
    expect(route?.access).toEqual({ perm: 'system:config:query', openFor: expect.stringContaining('public keys') });
    for (const key of PUBLIC_CONFIG_KEYS) expect(route?.access?.openFor).toContain(key);
  });

  it('answers the public keys without a token and to every role, any other key by the permission', async () => {
    for (const key of PUBLIC_CONFIG_KEYS) expect((await byKey(key)).code).toBe(200);
    expect(await byKey('sys.user.initPassword')).toEqual(UNAUTHORISED);
    for (const [role, account] of Object.entries(ROLE_ACCOUNTS)) {
      const token = await login(account);
      const held = await permissionsOf(token);
      for (const key of PUBLIC_CONFIG_KEYS)
        expect({ role, key, ...(await byKey(key, token)) }).toMatchObject({ code: 200 });
      const other = await byKey('sys.user.initPassword', token);
      const allowed = admitted(held, { perm: 'system:config:query' });
      expect({ role, ...other }).toEqual({ role, ...(allowed ? { code: 200, msg: '123456' } : FORBIDDEN) });
    }
  });
});

describe('the raw file address (docs/api.md "Files")', () => {
  it('is no way in with a token: every role, a stranger and an expired session get a non-public file like a missing one', async () => {
    // 90001: the seeded PDF behind course files and resources, which no public record shows
    const answer = async (path: string, token?: string) => {
      const response = await raw(path, { token, lang: 'en' });
      return response.headers.get('Content-Type')?.includes('application/json') ? await response.json() : 'a file';
    };
    const missing = await answer('/system/oss/file/899999999/x');
    expect(missing).toEqual({ code: 500, msg: 'The file does not exist', kind: 'notFound' });
    const answers = [{ who: 'stranger', answer: await answer('/system/oss/file/90001/x') }];
    for (const account of Object.values(ROLE_ACCOUNTS)) {
      answers.push({ who: account, answer: await answer('/system/oss/file/90001/x', await login(account)) });
    }
    expect(answers.filter((a) => JSON.stringify(a.answer) !== JSON.stringify(missing))).toEqual([]);
  });
});
