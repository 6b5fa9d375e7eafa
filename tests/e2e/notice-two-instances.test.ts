import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../server/helpers/processes/free-port';
import { nginxForTests, startNginx, type Nginx } from '../server/helpers/processes/nginx';
import { createPgCluster, postgresBinariesForTests, removeAllPgClusters } from '../server/helpers/processes/pg-cluster';
import { startServer, stopAllServers, type ServerProcess } from '../server/helpers/processes/server-process';
import { buttonName, expectVisible, loginAs } from './support/app';
import { ACTION_TIMEOUT_MS, expectNoConsoleErrors, launchBrowser, saveScreenshot, watchPage } from './support/browser';
import { LABELS } from './support/labels';
import { dialogWith } from './system-helpers';

// A notice published in one browser lights, within 2 s, the bell of a teacher in another browser
// who is connected to the other instance, behind nginx with the shipped site file: two instances
// on one PostgreSQL hear each other's events through LISTEN/NOTIFY, and nginx passes the stream on
// unbuffered. The administrator talks to instance A directly; the teacher's nginx sends everything
// to instance B, so the event must cross. (One server and its in-process bus: notice-live.test.ts.)

/** Port ranges of this file's own (tests/server/helpers/processes/free-port.ts). */
const PORTS = { postgres: [55550, 55559], servers: [8220, 8229] } as const;
const LIVE_WITHIN_MS = 2_000;
const NOTICE = { title: '两台服务器', text: '跨实例的通知。' };
const bell = (notices: number) => new RegExp(`^未读留言 \\d+ 条，未读通知 ${notices} 条$`);

describe.runIf(postgresBinariesForTests() && nginxForTests())('a notice across two instances behind nginx', () => {
  let a: ServerProcess;
  let proxy: Nginx;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const cluster = await createPgCluster({ ports: [...PORTS.postgres] });
    await cluster.start();
    const env = { DATABASE_URL: cluster.url(), TRUST_PROXY: 'loopback', WEB_DIR: inject('fileServer').webDir };
    const ports = [await freePort(...PORTS.servers), await freePort(...PORTS.servers)];
    // one after the other: the first migrates and seeds the empty database
    a = await startServer(ports[0], env);
    await startServer(ports[1], env);
    // the shipped file names two instances; here both are B
    proxy = await startNginx(await freePort(...PORTS.servers), await freePort(...PORTS.servers), [ports[1], ports[1]]);
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await proxy?.stop();
    await stopAllServers();
    await removeAllPgClusters();
  });

  async function pageAt(baseURL: string): Promise<Page> {
    const context = await browser.newContext({
      baseURL,
      locale: 'zh-CN',
      viewport: { width: 1366, height: 900 },
      reducedMotion: 'reduce',
      // the certificate of the run's own nginx, made for it
      ignoreHTTPSErrors: true,
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS * 2);
    contexts.push(context);
    const page = await context.newPage();
    watchPage(page);
    return page;
  }

  it('reaches the teacher on the other instance within 2 s', async () => {
    const teacher = await pageAt(proxy.url);
    const stream = teacher.waitForResponse((r) => r.url().includes('/csp/live?'), { timeout: 20_000 });
    await loginAs(teacher, 'teacher', undefined, { language: 'zh' });
    await expectVisible(teacher.getByRole('button', { name: bell(0) }), 10_000);
    expect((await stream).status()).toBe(200);

    const admin = await pageAt(a.url);
    await loginAs(admin, 'admin', undefined, { language: 'zh' });
    await admin.goto('/system/notice/index');
    await expectVisible(admin.getByRole('columnheader', { name: '已读人数' }));
    await admin
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click();
    const dialog = dialogWith(admin, '新增公告');
    await dialog.getByLabel('公告标题', { exact: true }).fill(NOTICE.title);
    await dialog.getByRole('radio', { name: '已发布', exact: true }).check();
    await dialog.getByLabel('公告内容', { exact: true }).locator('[contenteditable=true]').click();
    await admin.keyboard.type(NOTICE.text);
    const saved = admin.waitForResponse(
      (r) => r.url().endsWith('/csp/system/notice') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: buttonName(LABELS.zh.ok) }).click();
    expect((await saved).status()).toBe(200);
    const after = Date.now();

    await expectVisible(teacher.getByRole('button', { name: bell(1) }), LIVE_WITHIN_MS);
    expect(Date.now() - after).toBeLessThan(LIVE_WITHIN_MS);
    await teacher.getByRole('button', { name: bell(1) }).click();
    await expectVisible(teacher.getByRole('button', { name: NOTICE.title }).filter({ hasText: NOTICE.title }));
    await saveScreenshot(teacher, 'notice-two-instances-bell');
    expectNoConsoleErrors(admin);
    expectNoConsoleErrors(teacher);
  });
});
