import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
 * The text fields of every record type the screens show, by mock table: each gets a payload in
 * every row. Keys (user names, dictionary values, config keys) stay, or nobody could log in or
 * look anything up; so do numbers, dates and file addresses.
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

/** Text fields of rows nested in another table's rows. */
export const HOSTILE_NESTED: Record<string, { list: string; fields: readonly string[] }> = {
  genTables: { list: 'columns', fields: ['columnComment'] },
  messages: { list: 'attachments', fields: ['name'] },
  teachingAids: { list: 'contents', fields: ['name', 'nameEn'] },
};

/** Address fields that get a `javascript:` address instead (links a screen may render). */
export const HOSTILE_LINKS: Record<string, readonly string[]> = {
  contents: ['link', 'video'],
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

/**
 * Writes the payloads into the embedded backend's saved database (IndexedDB of the app's origin),
 * from a page of the origin where the app does not run (the worker script), so the app cannot
 * write its own copy over it; `page` is left on about:blank, and the next app page it opens loads
 * them. Call after a login, so the session is in the saved copy.
 */
export async function plantHostileData(page: Page): Promise<Planted> {
  // Every value is made here: the page only writes them where they belong.
  const plan = {
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
  // The app leaves (writing what it holds), and a page of the origin without the app writes the
  // payloads; it is a page of its own, closed after, as the browser asks it for a site icon.
  await page.goto('about:blank');
  const helper = await page.context().newPage();
  await helper.goto('/mockServiceWorker.js');
  // The login's session reaches the saved copy once the app page is idle or left.
  await expect
    .poll(() => helper.evaluate(readSessionCount), { message: 'the saved mock database should hold the session' })
    .toBeGreaterThan(0);
  const rows = await helper.evaluate(async (p) => {
    type Row = Record<string, unknown>;
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('csp-mock-db');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const doc = await new Promise<Row>((resolve, reject) => {
      const request = idb.transaction('db', 'readonly').objectStore('db').get('document');
      request.onsuccess = () => resolve(request.result as Row);
      request.onerror = () => reject(request.error);
    });
    const rowsOf = (table: string): Row[] => {
      const value = doc[table];
      return Array.isArray(value) ? (value as Row[]) : value ? [value as Row] : [];
    };
    let changed = 0;
    for (const { table, values } of [...p.fields, ...p.links]) {
      for (const row of rowsOf(table)) {
        for (const [field, value] of Object.entries(values)) if (field in row) row[field] = value;
        changed += 1;
      }
    }
    for (const { table, list, values } of p.nested) {
      for (const row of rowsOf(table))
        for (const item of (row[list] as Row[] | undefined) ?? []) Object.assign(item, values);
    }
    // Every other banner links outside, to a script address.
    rowsOf('banners').forEach((row, i) => {
      if (i % 2) return;
      row.linkType = '4';
      row.sourceId = p.bannerLink;
    });
    // People's names cycle through formula-like text (the users export writes them).
    rowsOf('users').forEach((row, i) => {
      if (row.userName !== 'admin') row.name = p.formulas[i % p.formulas.length];
    });
    await new Promise<void>((resolve, reject) => {
      const tx = idb.transaction('db', 'readwrite');
      tx.objectStore('db').put(doc, 'document');
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    idb.close();
    return changed;
  }, plan);
  await helper.close();
  return { fields: hostileFieldNames().length, rows };
}

/** How many sessions the saved mock database holds (0 when there is none yet). */
async function readSessionCount(): Promise<number> {
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('csp-mock-db');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    if (!idb.objectStoreNames.contains('db')) return 0;
    const doc = await new Promise<{ sessions?: unknown[] } | undefined>((resolve, reject) => {
      const request = idb.transaction('db', 'readonly').objectStore('db').get('document');
      request.onsuccess = () => resolve(request.result as { sessions?: unknown[] } | undefined);
      request.onerror = () => reject(request.error);
    });
    return doc?.sessions?.length ?? 0;
  } finally {
    idb.close();
  }
}
