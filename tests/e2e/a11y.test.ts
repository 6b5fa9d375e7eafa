import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectHidden, expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { seriousViolations, type Violation } from './support/axe';
import type { Language } from './support/labels';
import {
  addressOf,
  loadedSignal,
  PUBLIC_VISITS,
  SCREEN_VISITS,
  visitGaps,
  type Loaded,
  type VisitAccount,
} from './support/screen-visits';
import { openInApp, withTagsView } from './support/tabs';

// axe-core on every screen the app declares and on the public pages, in two passes: English on a
// desktop (1366×900) and Chinese on a phone (390×844). Together every screen is checked in both
// languages and at phone width. A serious or critical violation fails, named with its screen.

interface Pass {
  name: string;
  language: Language;
  locale: string;
  viewport: { width: number; height: number };
  /** with the tab strip on, so that it is checked too */
  tagsView: boolean;
}

const ALL_PASSES: Pass[] = [
  {
    name: 'English, desktop 1366×900',
    language: 'en',
    locale: 'en-US',
    viewport: { width: 1366, height: 900 },
    tagsView: true,
  },
  {
    name: 'Chinese, phone 390×844',
    language: 'zh',
    locale: 'zh-CN',
    viewport: { width: 390, height: 844 },
    tagsView: false,
  },
];

const PASSES = ALL_PASSES.filter((p) => !process.env.E2E_A11Y_PASS || p.language === process.env.E2E_A11Y_PASS);

const ACCOUNTS: VisitAccount[] = ['admin', 'teacher', 'schooladmin'];

interface Finding extends Violation {
  where: string;
}

/** Waits for the page's loaded signal and for its busy parts (spinners) to finish. */
async function untilLoaded(page: Page, language: Language, loaded: Loaded): Promise<void> {
  await expectVisible(loadedSignal(page, language, loaded));
  await expectHidden(page.locator('[aria-busy="true"]'));
}

function report(findings: Finding[]): string {
  return findings
    .map((f) => {
      const nodes = f.nodes.map((node) => `${node.target}\n      ${node.why}`);
      return `${f.where}: ${f.rule} (${f.impact}) ${f.help}\n    ${nodes.join('\n    ')}`;
    })
    .join('\n');
}

describe('accessibility of every screen (axe-core)', () => {
  const session = useBrowserSession();

  it('the visit table names every screen the app declares', () => {
    expect(visitGaps()).toEqual({ missing: [], unknown: [] });
  });

  it.each(PASSES)(
    'has no serious or critical violation: $name',
    async (pass) => {
      const findings: Finding[] = [];
      let checked = 0;
      const check = async (page: Page, where: string) => {
        await checkpoint(page, `a11y-${pass.language}-${where}`);
        const axeStarted = Date.now();
        const found = await seriousViolations(page);
        if (process.env.E2E_A11Y_TIMES) console.log(`[a11y] axe ${Date.now() - axeStarted} ms on ${where}`);
        findings.push(...found.map((v) => ({ ...v, where: `${where} (${pass.language}, ${pass.viewport.width}px)` })));
        checked++;
      };
      const started = Date.now();

      const guest = await (await session.newContext({ locale: pass.locale, viewport: pass.viewport })).newPage();
      for (const visit of PUBLIC_VISITS) {
        const path = await addressOf(visit, guest);
        await guest.goto(path);
        await untilLoaded(guest, pass.language, visit.loaded);
        await check(guest, visit.name);
      }

      for (const account of ACCOUNTS) {
        const context = await session.newContext({ locale: pass.locale, viewport: pass.viewport });
        const page = await context.newPage();
        if (pass.tagsView) await withTagsView(page);
        await loginAs(page, account);
        for (const visit of SCREEN_VISITS.filter((v) => v.account === account)) {
          const path = await addressOf(visit, page);
          await openInApp(page, path);
          await untilLoaded(page, pass.language, visit.loaded);
          await check(page, `${visit.screen} ${path}`);
          if (process.env.E2E_A11Y_TIMES) console.log(`[a11y] ${((Date.now() - started) / 1000).toFixed(1)} s ${path}`);
        }
        expectNoConsoleErrors(page);
        await context.close();
      }

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[a11y] ${pass.name}: ${checked} pages checked in ${seconds} s, ${findings.length} violations`);
      expect(findings, `serious or critical violations:\n${report(findings)}`).toEqual([]);
    },
    240_000,
  );
});
