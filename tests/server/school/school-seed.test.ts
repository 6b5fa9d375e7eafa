import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { createPglite, pgliteDatabase, type Database } from '../../../server/db/client';
import { prepareDatabase } from '../../../server/db/prepare';
import { captchas, configs, courses, dictTypes, roles, schools, users } from '../../../server/db/schema';
import { readSettings } from '../../../server/settings';
import { request, type CallOptions, type Envelope } from '../helpers/client';

// A real school's first start (SEED=school, docs/server.md "Running it"): the menu, the roles, the
// dictionaries, the parameters and one admin account with the password it is given or a made-up
// one; none of the demo records.

/** Initdb of a new, empty database: slow on a loaded machine. */
const NEW_DATABASE_MS = 120_000;

async function newDatabase(): Promise<Database> {
  return pgliteDatabase(await createPglite());
}

function clientOf(database: Database) {
  const app = createApp({ db: database.db });
  const call = async <D = unknown>(path: string, options: CallOptions = {}) =>
    (await (await app.fetch(request(path, options))).json()) as Envelope<D>;
  // A school's captcha is drawn as paths a test cannot read (tests/server/account/school-captcha.test.ts):
  // the answer is the one the server keeps.
  const login = async (username: string, password: string) => {
    const captcha = await call('/captchaImage');
    const [kept] = await database.db
      .select({ answer: captchas.answer })
      .from(captchas)
      .where(eq(captchas.uuid, String(captcha.uuid)));
    const code = kept?.answer ?? '';
    return call<{ token: string }>('/login', {
      method: 'POST',
      body: { username, password, code, uuid: captcha.uuid },
    });
  };
  return { call, login };
}

const rowsOf = async (database: Database, table: typeof users | typeof schools | typeof courses | typeof roles) =>
  (await database.db.select({ n: count() }).from(table))[0].n;

describe("a school's first start", () => {
  let given: Database;
  let madeUp: Database;
  let madeUpPassword: string | undefined;

  beforeAll(async () => {
    given = await newDatabase();
    const first = await prepareDatabase(given, { seed: 'school', adminPassword: 'Our-School-2026' });
    // a given password is not told back; the start says which seed it ran
    expect(first.newAdminPassword).toBeUndefined();
    expect(first.seeded).toBe('school');
    madeUp = await newDatabase();
    madeUpPassword = (await prepareDatabase(madeUp, { seed: 'school' })).newAdminPassword;
  }, NEW_DATABASE_MS);

  afterAll(async () => {
    await given?.close();
    await madeUp?.close();
  });

  it('holds the admin account alone, the six roles and the dictionaries, and no demo record', async () => {
    expect(await rowsOf(given, users)).toBe(1);
    expect(await rowsOf(given, roles)).toBe(6);
    expect(await rowsOf(given, schools)).toBe(0);
    expect(await rowsOf(given, courses)).toBe(0);
    expect((await given.db.select({ n: count() }).from(dictTypes))[0].n).toBeGreaterThan(5);
  });

  it('lets admin in with the given password, and nobody with the demo one', async () => {
    const { call, login } = clientOf(given);
    expect((await login('admin', 'admin123')).code).toBe(500);
    expect((await login('teacher', 'admin123')).code).toBe(500);
    const reply = await login('admin', 'Our-School-2026');
    expect(reply.code).toBe(200);
    const token = reply.data.token;
    // the given password lives on in the service's environment: the admin replaces it first
    const info = await call<{ user: { passwordChangeRequired: boolean } }>('/getInfo', { token });
    expect(info.data.user.passwordChangeRequired).toBe(true);
    expect((await call('/admin/siteconfig', { token })).code).toBe(403);
    const changed = await call('/system/user/profile/updatePwd', {
      method: 'PUT',
      token,
      body: { oldPassword: 'Our-School-2026', newPassword: 'Our-Own-2026' },
    });
    expect(changed.code).toBe(200);
    const menus = await call<Array<{ children?: unknown[] }>>('/getRouters', { token });
    expect(menus.data.length).toBeGreaterThan(3);
    const site = await call<{ name: string }>('/admin/siteconfig', { token });
    expect(site.data.name).toBeTruthy();
  });

  it('carries no demo value: no contact address, no shared initial password, a name in no one language', async () => {
    const { call, login } = clientOf(madeUp);
    const token = (await login('admin', madeUpPassword!)).data.token;
    const values = await madeUp.db.select({ key: configs.configKey, value: configs.configValue }).from(configs);
    const valueOf = (key: string) => values.find((v) => v.key === key)?.value;
    expect(valueOf('site.contact.email')).toBe('');
    expect(valueOf('sys.user.initPassword')).toBeUndefined();
    // the home page greets by nickname: "Welcome, admin" and "欢迎，admin", never "Welcome, 管理员"
    const info = await call<{ user: { nickName: string; name: string } }>('/getInfo', { token, lang: 'en' });
    expect(info.data.user).toMatchObject({ nickName: 'admin', name: 'admin' });
  });

  it('makes up a strong password when none is given, and answers it to be kept once', async () => {
    expect(madeUpPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const { call, login } = clientOf(madeUp);
    const reply = await login('admin', madeUpPassword!);
    expect(reply.code).toBe(200);
    const info = await call<{ user: { passwordChangeRequired: boolean } }>('/getInfo', { token: reply.data.token });
    expect(info.data.user.passwordChangeRequired).toBe(true);
  });

  it('tells nothing and seeds nothing the second time', async () => {
    const again = await prepareDatabase(madeUp, { seed: 'school' });
    expect(again.newAdminPassword).toBeUndefined();
    expect(again.seeded).toBeUndefined();
    expect(again.migrationsApplied).toEqual([]);
    expect(await rowsOf(madeUp, users)).toBe(1);
  });

  it(
    'refuses a given password the console would refuse, before writing anything',
    async () => {
      const database = await newDatabase();
      try {
        await expect(prepareDatabase(database, { seed: 'school', adminPassword: 'abc' })).rejects.toThrow(
          'ADMIN_PASSWORD must be 5 to 20 characters long',
        );
        expect(await rowsOf(database, users)).toBe(0);
      } finally {
        await database.close();
      }
    },
    NEW_DATABASE_MS,
  );
});

describe('the seed setting', () => {
  it('is the demo data unless SEED says school, and refuses anything else', () => {
    expect(readSettings({}).seed).toBe('demo');
    expect(readSettings({ SEED: 'school', ADMIN_PASSWORD: 'x1234' })).toMatchObject({
      seed: 'school',
      adminPassword: 'x1234',
    });
    expect(() => readSettings({ SEED: 'empty' })).toThrow('SEED must be one of demo, school, not empty');
  });
});
