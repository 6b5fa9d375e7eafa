import { describe, expect, expectTypeOf, it } from 'vitest';
import type { configRoutes } from '../../../server/areas/config/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';

// The tests' typed client (tests/server/helpers/api.ts): a call's answer has the type its route
// answers (checked by `npm run typecheck`, which fails when an answer loses its type) and the
// value the app answers in-process, in the caller's language and session.

describe('the typed test client', () => {
  it("answers each call with its route's type and the app's value", async () => {
    const config = api<typeof configRoutes>({ token: await login('admin'), lang: 'en' }).system.config;
    const page = await answer(config.list.$get({ query: { configKey: 'sys.account.captchaEnabled' } }));
    expectTypeOf(page.total).toEqualTypeOf<number>();
    expectTypeOf(page.rows[0]!.configName).toEqualTypeOf<string>();
    expect(page.rows.map((row) => row.configName)).toEqual(['Account - captcha on login']);

    const one = await answer(config[':configId'].$get({ param: { configId: String(page.rows[0]!.configId) } }));
    expectTypeOf(one.data.configKey).toEqualTypeOf<string>();
    expect(one.data).toMatchObject({ configKey: 'sys.account.captchaEnabled', configValue: 'true' });
  });

  it('calls without a session when given no token', async () => {
    const config = api<typeof configRoutes>({ lang: 'en' }).system.config;
    expect((await answer(config.list.$get({ query: {} }))).code).toBe(401);
  });
});
