import { min, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { accessOf, type RouteAccess } from '../../../server/lib/auth';
import { JOBS } from '../../../server/areas/monitor/jobs/registry';
import {
  activities,
  aidRequests,
  banners,
  classes,
  configs,
  contents,
  courseFiles,
  courses,
  dictData,
  dictTypes,
  disciplineLeaders,
  disciplines,
  genTables,
  lessons,
  messages,
  ossConfigs,
  ossFiles,
  registrations,
  resources,
  roles,
  menus,
  schedules,
  schools,
  subjects,
  subjectTeachers,
  teachingAids,
  users,
} from '../../../server/db/schema';
import { db, serverApp } from './harness';

// The server's route table as Hono keeps it (`app.routes`): every method and path of
// createApp(...), with what its `authed(...)` gate asks (server/lib/auth.ts accessOf) or null for
// a route without one. The matrix tests call each route with the seed's own ids in its path.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface AppRoute {
  method: Method;
  /** as routed, with the base path and Hono's `:param{regex}` placeholders */
  path: string;
  /** null: the route has no gate (a public call) */
  access: RouteAccess | null;
}

export function appRoutes(): AppRoute[] {
  const byKey = new Map<string, AppRoute>();
  for (const { method, path, handler } of serverApp().routes) {
    if (method === 'ALL') continue; // the app's own middleware (context, body limit)
    const key = `${method} ${path}`;
    const route = byKey.get(key) ?? { method: method as Method, path, access: null };
    route.access ??= accessOf(handler) ?? null;
    byKey.set(key, route);
  }
  return [...byKey.values()];
}

/** `/csp/admin/class/:classId{[0-9]+}` → `/admin/class/{classId}`, the way docs/api.md writes it. */
export const documentedForm = (path: string): string =>
  path.replace(/^\/csp/, '').replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

type IdSource = [PgTable, Column];

// Where a path parameter's seed value comes from: the lowest key of its table (the seed's first
// record, at school 1 where the table is a school's). A generic name (`:id`) is read by its area.
const BY_NAME: Record<string, IdSource> = {
  activityId: [activities, activities.activityId],
  registrationId: [registrations, registrations.registrationId],
  bannerId: [banners, banners.bannerId],
  scheduleId: [schedules, schedules.scheduleId],
  resourceId: [resources, resources.resourceId],
  courseId: [courses, courses.courseId],
  lessonId: [lessons, lessons.lessonId],
  classId: [classes, classes.classId],
  aidId: [teachingAids, teachingAids.aidId],
  requestId: [aidRequests, aidRequests.requestId],
  configId: [configs, configs.configId],
  configKey: [configs, configs.configKey],
  dictCode: [dictData, dictData.dictCode],
  dictId: [dictTypes, dictTypes.dictId],
  dictType: [dictTypes, dictTypes.dictType],
  userId: [users, users.userId],
  userName: [users, users.userName],
  roleId: [roles, roles.roleId],
  menuId: [menus, menus.menuId],
  contentId: [contents, contents.contentId],
  messageId: [messages, messages.messageId],
  ossId: [ossFiles, ossFiles.ossId],
  fileName: [ossFiles, ossFiles.fileName],
  fileId: [courseFiles, courseFiles.fileId],
  ossConfigId: [ossConfigs, ossConfigs.ossConfigId],
  tableId: [genTables, genTables.tableId],
  schoolId: [schools, schools.schoolId],
};

const BY_AREA: Record<string, IdSource> = {
  discipline: [disciplines, disciplines.disciplineId],
  subject: [subjects, subjects.subjectId],
  disciplineleader: [disciplineLeaders, disciplineLeaders.leaderId],
  classteacher: [subjectTeachers, subjectTeachers.classTeacherId],
};

/** Parameters of tables the seed leaves empty (the logs, the sessions): an id no row has yet. */
const NOT_SEEDED: Record<string, string> = {
  operId: '999999999',
  infoId: '999999999',
  sessionId: '999999999',
  // a calendar feed's file: a token no feed has
  tokenFile: `${'0'.repeat(40)}.ics`,
  noticeId: '999999999',
};

/** Parameters naming what the code registers rather than a table's row: a key it knows. */
const REGISTERED: Record<string, string> = { jobKey: JOBS[0]!.key };

function sourceOf(path: string, name: string): IdSource {
  const single = name.replace(/Ids$/, 'Id').replace(/Codes$/, 'Code');
  const area = /\/admin\/(\w+)\//.exec(path)?.[1] ?? '';
  const source = name === 'id' || name === 'ids' ? BY_AREA[area] : BY_NAME[single];
  if (!source)
    throw new Error(`no seed value for :${name} in ${path}: add its table to tests/server/helpers/route-table.ts`);
  return source;
}

/** Each route's path under /csp with every parameter replaced by a seed value (one query per table). */
export async function samplePaths(routes: AppRoute[]): Promise<Map<AppRoute, string>> {
  const values = new Map<Column, string>();
  const valueOf = async ([table, column]: IdSource): Promise<string> => {
    if (!values.has(column)) {
      const [row] = await db()
        .select({ value: min(column) })
        .from(table);
      if (row?.value === null || row?.value === undefined) throw new Error(`the seed has no ${column.name}`);
      values.set(column, String(row.value));
    }
    return values.get(column) ?? '';
  };
  const paths = new Map<AppRoute, string>();
  for (const route of routes) {
    let path = route.path.replace(/^\/csp/, '');
    for (const [placeholder, name] of path.matchAll(/:(\w+)(?:\{[^}]*\})?/g)) {
      const fixed = NOT_SEEDED[name.replace(/Ids$/, 'Id')] ?? REGISTERED[name];
      path = path.replace(placeholder, encodeURIComponent(fixed ?? (await valueOf(sourceOf(route.path, name)))));
    }
    paths.set(route, path);
  }
  return paths;
}
