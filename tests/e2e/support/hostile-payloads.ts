import type { FileServer } from '../server/file-server';

// Hostile text for the sweep: every payload carries its field's marker, and the markup in it
// calls `window.__xss.push(marker)` if it ever runs, so "nothing ran" is a check that can fail.

/** A word with no break opportunity: it must wrap or be cut, never widen the page. */
export const LONG_WORD = 'W'.repeat(160);

/** Text that opens every way a stored string can turn into code, markup or a broken layout. */
export function hostileText(marker: string): string {
  const run = `__xss.push('${marker}')`;
  return [
    `hx${marker}`,
    `<img src=x onerror=${run}>`,
    `<svg onload=${run}>`,
    `"><script>${run}</script>`,
    `{{constructor.constructor("${run}")()}} \${${run}} {{t}} $t(common:ok)`,
    // emoji with joiners, right-to-left text and a right-to-left override
    '👩🏽‍🏫🧪 مرحبا بالعالم \u202Egnp.exe\u202C',
    LONG_WORD,
  ].join(' ');
}

/** A stored address that would run script if it ever became a clickable link. */
export const hostileLink = (marker: string) => `javascript:__xss.push('${marker}')`;

/** Formula-like cells an export must neutralise (spreadsheet injection). */
export const FORMULAS = [
  '=HYPERLINK("http://evil.example","x")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)*cmd|x',
  '-2+3+cmd|x',
];

/**
 * The text fields of every record type the screens show, by table of the server's schema
 * (server/db/schema, by their exported names) and column: each gets a payload in every row, in
 * both languages where a record has two. Keys (user names, role keys, dictionary values, config
 * keys) stay, or nobody could log in or look anything up; so do numbers, dates and file addresses.
 */
export const HOSTILE_FIELDS: Record<string, readonly string[]> = {
  users: ['nickName', 'email', 'remark'],
  roles: ['roleName', 'roleNameEn', 'remark'],
  dictTypes: ['dictName', 'dictNameEn', 'remark'],
  dictData: ['dictLabel', 'dictLabelEn', 'remark'],
  configs: ['configName', 'configNameEn', 'remark', 'remarkEn'],
  ossFiles: ['fileName'],
  ossConfigs: ['bucketName', 'prefix', 'region', 'remark'],
  genTables: ['tableComment', 'functionAuthor', 'remark'],
  genColumns: ['columnComment'],
  schools: ['schoolName', 'schoolNameEn', 'manager', 'managerEn', 'remark'],
  disciplines: ['disciplineName', 'disciplineNameEn'],
  subjects: ['subjectName', 'subjectNameEn'],
  courses: ['title', 'titleEn', 'description', 'descriptionEn', 'tags', 'teachingAids'],
  lessons: ['title', 'titleEn', 'description'],
  courseFiles: ['fileName'],
  contents: ['title', 'titleEn', 'description', 'descriptionEn'],
  classes: ['className', 'classNameEn'],
  approvals: ['applicantName', 'reason'],
  students: ['name', 'nameEn'],
  wxUsers: ['nickname'],
  messages: ['title', 'content'],
  activities: ['name', 'nameEn', 'intro', 'introEn', 'content', 'publisher'],
  registrations: ['name', 'area'],
  banners: ['title', 'titleEn'],
  schedules: ['place'],
  resources: ['title', 'titleEn', 'description', 'descriptionEn', 'fileName'],
  teachingAids: ['name', 'nameEn', 'description', 'descriptionEn'],
  aidRequests: ['note'],
  // the one site configuration (not a list)
  siteConfig: ['name', 'enname', 'slogan', 'sloganEn'],
};

/** Text fields of the items of a JSON list column. */
export const HOSTILE_NESTED: Record<string, { list: string; fields: readonly string[] }> = {
  messages: { list: 'attachments', fields: ['name'] },
  teachingAids: { list: 'contents', fields: ['name', 'nameEn'] },
};

/** Address fields that get a `javascript:` address instead (links a screen may render). */
export const HOSTILE_LINKS: Record<string, readonly string[]> = {
  contents: ['video'],
};

export interface Planted {
  /** how many table fields now hold payloads */
  fields: number;
  /** rows changed, for the report */
  rows: number;
}

/** The fields the sweep covers, as `table.field` names. */
export function hostileFieldNames(): string[] {
  return [
    ...Object.entries(HOSTILE_FIELDS).flatMap(([table, fields]) => fields.map((f) => `${table}.${f}`)),
    ...Object.entries(HOSTILE_NESTED).flatMap(([table, { list, fields }]) =>
      fields.map((f) => `${table}.${list}.${f}`),
    ),
    ...Object.entries(HOSTILE_LINKS).flatMap(([table, fields]) => fields.map((f) => `${table}.${f}`)),
    'banners.sourceId',
    'users.name',
  ];
}

/** What the planting task writes: every value is made here, the task only puts them in place. */
export function hostilePlan() {
  return {
    fields: Object.entries(HOSTILE_FIELDS).map(([table, names], t) => ({
      table,
      values: Object.fromEntries(names.map((field, f) => [field, hostileText(`${t}_${f}`)])),
    })),
    nested: Object.entries(HOSTILE_NESTED).map(([table, { list, fields }], t) => ({
      table,
      list,
      values: Object.fromEntries(fields.map((field, f) => [field, hostileText(`n${t}_${f}`)])),
    })),
    links: Object.entries(HOSTILE_LINKS).map(([table, names], t) => ({
      table,
      values: Object.fromEntries(names.map((field, f) => [field, hostileLink(`l${t}_${f}`)])),
    })),
    bannerLink: hostileLink('banner'),
    formulas: FORMULAS,
  };
}

export type HostilePlan = ReturnType<typeof hostilePlan>;

/**
 * Writes the payloads into the file's database (the task ../server/tasks/plant-hostile-data.ts,
 * in the server's process); the next page the app opens shows them.
 */
export async function plantHostileData(server: Pick<FileServer, 'run'>): Promise<Planted> {
  const rows = await server.run('plant-hostile-data', hostilePlan());
  return { fields: hostileFieldNames().length, rows };
}
