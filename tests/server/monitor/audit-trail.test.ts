import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { classRoutes } from '../../../server/areas/class/routes';
import type { monitorRoutes } from '../../../server/areas/monitor/routes';
import { auditScope } from '../../../server/db/audit-scope';
import { installAuditTriggers } from '../../../server/db/audit-triggers';
import { operChanges, operLogs, roles, schools, users } from '../../../server/db/schema';
import { rawRows } from '../../../server/db/types';
import { answer, api } from '../helpers/api';
import { call, login } from '../helpers/client';
import { db } from '../helpers/harness';
import { scoreRows, studentRows } from '../helpers/rows/class-data';
import { form, upload } from '../helpers/upload';

// The audit trail (docs/api.md "Monitoring"): every accepted or refused write is an entry with
// who, from where, what and how it ended, and each row it changed with the columns' old and new
// values; passwords, tokens and file bytes never enter it; writes outside a call leave none.

const operlog = (token: string, lang: 'zh' | 'en' = 'zh') => api<typeof monitorRoutes>({ token, lang }).monitor.operlog;

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

async function newestEntry(token: string) {
  const list = await answer(operlog(token).list.$get({ query: { pageSize: '1' } }));
  const [row] = list.rows;
  return answer(operlog(token)[':operId'].$get({ param: { operId: String(row!.operId) } }));
}

describe('an accepted write', () => {
  it('is an entry naming who, from where, what kind, and each changed column old → new', async () => {
    const admin = await login('admin');
    const before = (await call<{ configId: number; configValue: string }>('/system/config/1', { token: admin })).data;
    const reply = await call('/system/config', {
      method: 'PUT',
      token: admin,
      headers: { 'User-Agent': CHROME },
      body: { ...before, configValue: 'skin-purple' },
    });
    expect(reply.code).toBe(200);
    const entry = await newestEntry(admin);
    expect(entry.code).toBe(200);
    expect(entry.data).toMatchObject({
      module: 'config',
      businessType: 'edit',
      method: 'PUT',
      path: '/system/config',
      operName: 'admin',
      roleKey: 'admin',
      status: 0,
      errorMsg: '',
      browser: 'Chrome 120',
      os: 'Windows 10',
    });
    const change = entry.data.changes.find((c) => c.tableName === 'sys_config');
    expect(change).toMatchObject({ recordKey: '1', action: 'UPDATE' });
    expect(change!.changes).toEqual({ config_value: [before.configValue, 'skin-purple'] });
    // the bookkeeping columns are the entry's own who and when
    expect(Object.keys(change!.changes)).not.toContain('update_time');
  });

  it("names each call's own browser when two browsers write in turns", async () => {
    const admin = await login('admin');
    const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const before = (await call<{ configValue: string }>('/system/config/1', { token: admin })).data;
    // each browser twice, so that the second call of each reads its device as already seen
    for (const [turn, userAgent] of [CHROME, FIREFOX, CHROME, FIREFOX].entries()) {
      const reply = await call('/system/config', {
        method: 'PUT',
        token: admin,
        headers: { 'User-Agent': userAgent },
        body: { ...before, configValue: `turn-${turn}` },
      });
      expect(reply.code).toBe(200);
      const entry = await newestEntry(admin);
      expect(entry.data.changes[0]!.changes).toEqual({
        config_value: [turn ? `turn-${turn - 1}` : before.configValue, `turn-${turn}`],
      });
      expect(entry.data).toMatchObject(
        userAgent === CHROME ? { browser: 'Chrome 120', os: 'Windows 10' } : { browser: 'Firefox 128', os: 'Linux' },
      );
    }
  });

  it("shows a school administrator's score import old → new in that school's log", async () => {
    const schoolAdmin = await login('schooladmin');
    const [student] = await studentRows(1);
    const classCalls = api<typeof classRoutes>({ token: schoolAdmin });
    const imported = await answer(
      classCalls.admin.class[':classId'].scores.import.$post({
        param: { classId: '1' },
        json: { fileName: 'scores.csv', rows: [{ studentNo: student!.studentNo, score: 61.5 }] },
      }),
    );
    expect(imported.code).toBe(200);
    const entry = await newestEntry(schoolAdmin);
    expect(entry.data).toMatchObject({ module: 'class', businessType: 'import', operName: 'schooladmin' });
    // the role and school by their names as they are now, in both languages
    const [role] = await db().select().from(roles).where(eq(roles.roleKey, entry.data.roleKey));
    const [school] = await db().select().from(schools).where(eq(schools.schoolId, entry.data.schoolId!));
    expect(entry.data).toMatchObject({
      roleName: role!.roleName,
      roleNameEn: role!.roleNameEn,
      schoolName: school!.schoolName,
      schoolNameEn: school!.schoolNameEn,
    });
    const score = entry.data.changes.find((c) => c.tableName === 'school_score');
    expect(score).toBeDefined();
    expect(score!.changes.score?.[1]).toBe(61.5);
    const [now] = (await scoreRows(1)).filter((s) => s.studentId === student!.studentId && s.score === 61.5);
    expect(now).toBeDefined();
  });
});

describe("a school's log", () => {
  it("shows the school administrator a principal's score import, old → new", async () => {
    // teachers change no scores in this console; the school's other staff do, by import
    const principal = await login('principal');
    const [student] = await studentRows(1);
    const before = (await scoreRows(1)).filter((s) => s.studentId === student!.studentId).map((s) => s.score);
    const imported = await answer(
      api<typeof classRoutes>({ token: principal }).admin.class[':classId'].scores.import.$post({
        param: { classId: '1' },
        json: { fileName: 'scores.csv', rows: [{ studentNo: student!.studentNo, score: 73 }] },
      }),
    );
    expect(imported.code).toBe(200);
    const schoolAdmin = await login('schooladmin');
    const list = await answer(operlog(schoolAdmin).list.$get({ query: { operName: 'principal' } }));
    const [row] = list.rows;
    expect(row).toMatchObject({ module: 'class', businessType: 'import', operName: 'principal' });
    const entry = await answer(operlog(schoolAdmin)[':operId'].$get({ param: { operId: String(row!.operId) } }));
    const score = entry.data.changes.find((c) => c.tableName === 'school_score' && c.action === 'UPDATE');
    expect(score?.changes.score?.[1]).toBe(73);
    expect(before).toContain(score?.changes.score?.[0]);
  });
});

describe('a refused write', () => {
  it('is an entry with the refusal as the caller read it, and no changes', async () => {
    const admin = await login('admin');
    const reply = await call('/system/config', { method: 'POST', token: admin, lang: 'en', body: { configKey: 'x' } });
    expect(reply.code).toBe(500);
    const entry = await newestEntry(admin);
    expect(entry.data).toMatchObject({ module: 'config', businessType: 'add', status: 1, errorMsg: reply.msg });
    expect(entry.data.changes).toEqual([]);
  });

  it('of a visitor without a session is an entry too, with no account', async () => {
    const reply = await call('/system/config', { method: 'POST', body: {} });
    expect(reply.code).toBe(401);
    const [row] = await db()
      .select()
      .from(operLogs)
      .orderBy(sql`${operLogs.operId} desc`)
      .limit(1);
    expect(row).toMatchObject({ path: '/system/config', operName: '', userId: null, status: 1 });
  });
});

describe('what the trail never holds', () => {
  it('says only that a password changed, and keeps neither it nor its hash', async () => {
    const admin = await login('admin');
    const [teacher] = await db().select().from(users).where(eq(users.userName, 'teacher'));
    const secret = 'Sekrit-2026-x';
    const reply = await call('/system/user/resetPwd', {
      method: 'PUT',
      token: admin,
      body: { userId: teacher!.userId, password: secret },
    });
    expect(reply.code).toBe(200);
    const entry = await newestEntry(admin);
    const change = entry.data.changes.find((c) => c.tableName === 'sys_user');
    expect(change!.changes).toMatchObject({ password_hash: ['***', '***'] });
    const [after] = await db().select().from(users).where(eq(users.userId, teacher!.userId));
    const everything = JSON.stringify([await db().select().from(operLogs), await db().select().from(operChanges)]);
    for (const kept of [secret, teacher!.passwordHash, after!.passwordHash]) expect(everything).not.toContain(kept);
  });

  it("keeps an upload's bytes out, and a session's token", async () => {
    const admin = await login('admin');
    const bytes = 'the-file-body-nobody-may-read-from-the-trail';
    const reply = await upload(form('note.txt', new TextEncoder().encode(bytes), 'text/plain'), admin);
    expect(reply.code).toBe(200);
    const entry = await newestEntry(admin);
    expect(entry.data).toMatchObject({ module: 'storage', businessType: 'add' });
    const file = entry.data.changes.find((c) => c.tableName === 'sys_oss_file');
    expect(file!.changes.content).toEqual([null, '***']);
    const everything = JSON.stringify([await db().select().from(operLogs), await db().select().from(operChanges)]);
    expect(everything).not.toContain(bytes);
    expect(everything).not.toContain(Buffer.from(bytes).toString('hex'));
    expect(everything).not.toContain(admin);
  });

  it("files a change under its own call's entry, whatever the values sent look like", async () => {
    // the entry's id rides at the start of a statement's text; what a user sends is a parameter
    const admin = await login('admin');
    const before = (await call<{ configId: number }>('/system/config/1', { token: admin })).data;
    const forged = '/*csp:oper=999999*/ skin-blue';
    const changesUnderForged = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(operChanges)
          .where(eq(operChanges.operId, 999999))
      )[0]!.n;

    expect(
      (await call('/system/config', { method: 'PUT', token: admin, body: { ...before, configValue: forged } })).code,
    ).toBe(200);
    const entry = await newestEntry(admin);
    const change = entry.data.changes.find((c) => c.tableName === 'sys_config');
    expect(change!.changes.config_value?.[1]).toBe(forged);
    expect(entry.data.operId).not.toBe(999999);
    expect(await changesUnderForged()).toBe(0);
  });

  it("files each call's changes under its own entry, call after call", async () => {
    // the first calls after a start may have no entry id at hand and the later ones do
    // (server/lib/audit/entry-ids.ts): every one's changes end under its own entry
    const admin = await login('admin');
    const before = (await call<{ configId: number }>('/system/config/1', { token: admin })).data;
    const operIds: number[] = [];
    for (let turn = 0; turn < 40; turn++) {
      const value = `skin-turn-${turn}`;
      const reply = await call('/system/config', {
        method: 'PUT',
        token: admin,
        body: { ...before, configValue: value },
      });
      expect(reply.code).toBe(200);
      const entry = await newestEntry(admin);
      expect(entry.data.changes.find((c) => c.tableName === 'sys_config')!.changes.config_value?.[1]).toBe(value);
      operIds.push(entry.data.operId);
    }
    expect(new Set(operIds).size).toBe(40);
    const unfiled = await db().execute(
      sql`select count(*)::int as n from sys_oper_change c
           where not exists (select 1 from sys_oper_log l where l.oper_id = c.oper_id)`,
    );
    expect((unfiled as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('records a table a later migration adds: its key, its school, a masked column, past 50 columns', async () => {
    // the triggers are made from each table's columns at start (server/db/audit-triggers.ts); a
    // table with a masked column is imaged pair by pair, 50 columns to a call
    const wide = Array.from({ length: 60 }, (_, i) => `c${i} text`).join(', ');
    const key = 777_001;
    await db().execute(
      sql.raw(`create table audit_wide (a int, b int, school_id int, secret_token text, ${wide}, primary key (b, a))`),
    );
    try {
      await installAuditTriggers(db());
      await auditScope.run({ changesKey: key }, async () => {
        await db().execute(
          sql`insert into audit_wide (a, b, school_id, secret_token, c55) values (1, 2, 3, 'hush', 'x')`,
        );
        await db().execute(sql`update audit_wide set c55 = 'y', c59 = 'z', secret_token = 'hush2' where a = 1`);
        await db().execute(sql`update audit_wide set c1 = null where a = 1`);
      });
      const changes = await rawRows<{ action: string; record_key: string; school_id: number; changes: object }>(
        db(),
        sql`select action, record_key, school_id, changes from sys_oper_change where oper_id = ${key} order by change_id`,
      );
      expect(changes).toHaveLength(2);
      expect(changes[0]).toMatchObject({ action: 'INSERT', record_key: '2/1', school_id: 3 });
      expect(changes[0]!.changes).toEqual({
        a: [null, 1],
        b: [null, 2],
        school_id: [null, 3],
        secret_token: [null, '***'],
        c55: [null, 'x'],
      });
      expect(changes[1]).toMatchObject({ action: 'UPDATE', record_key: '2/1', school_id: 3 });
      expect(changes[1]!.changes).toEqual({ c55: ['x', 'y'], c59: [null, 'z'], secret_token: ['***', '***'] });
      expect(JSON.stringify(changes)).not.toContain('hush');
    } finally {
      await db().execute(sql`delete from sys_oper_change where oper_id = ${key}`);
      await db().execute(sql.raw('drop table audit_wide'));
    }
  });

  it('has no entry for a write made outside a call (the seed, a migration, a job)', async () => {
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(operChanges);
    await db().update(users).set({ nickName: 'Quietly' }).where(eq(users.userName, 'teacher'));
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(operChanges);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
