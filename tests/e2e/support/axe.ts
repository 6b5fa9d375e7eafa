import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';

// axe-core, injected into the page as a script (@axe-core/playwright needs Node 22), and run on
// what the page shows now. Only serious and critical violations count.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The WCAG 2.1 A and AA rules only: axe's best-practice rules on top took a sweep of every screen
 * well past its time budget on this machine.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** The impacts a sweep fails on. */
export const FAILING_IMPACTS = ['serious', 'critical'] as const;

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  /**
   * each offending element: the CSS selector axe gives for it, and what axe found wrong with it
   * (a contrast's colours and ratio, a missing name)
   */
  nodes: { target: string; why: string }[];
}

/**
 * Known violations inside a third-party widget that the app cannot change from outside: the
 * rule and the exact selector, each with why. Nothing else is ever left out.
 */
export const EXCLUDED: readonly { rule: string; target: string; why: string }[] = [];

/**
 * Puts axe into the page unless it is there (a full load of the page drops it). Evaluated through
 * the DevTools protocol, which the page's Content-Security-Policy does not govern: a <script>
 * element holding axe's text would be an inline script, which the policy refuses
 * (server/security-headers.ts).
 */
export async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(AXE_SOURCE);
}

/** Runs axe on the whole page and answers its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await injectAxe(page);
  const found = await page.evaluate(
    async ({ impacts, tags }) => {
      interface AxeNode {
        target: unknown[];
        failureSummary?: string;
      }
      interface AxeResult {
        id: string;
        impact: string | null;
        help: string;
        nodes: AxeNode[];
      }
      const axe = (
        window as unknown as { axe: { run: (ctx: unknown, options: unknown) => Promise<{ violations: AxeResult[] }> } }
      ).axe;
      const { violations } = await axe.run(document, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
      });
      return violations
        .filter((v) => v.impact !== null && impacts.includes(v.impact))
        .map((v) => ({
          rule: v.id,
          impact: v.impact ?? '',
          help: v.help,
          nodes: v.nodes.map((node) => ({
            target: node.target.map(String).join(' '),
            why: (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim(),
          })),
        }));
    },
    { impacts: FAILING_IMPACTS as readonly string[], tags: AXE_TAGS as readonly string[] },
  );
  return found
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter((node) => !EXCLUDED.some((e) => e.rule === v.rule && e.target === node.target)),
    }))
    .filter((v) => v.nodes.length > 0);
}

/**
 * axe's colour-contrast rule on one element as it is drawn now (hovered, pressed): the offending
 * nodes, each with axe's colours and ratio. Empty when the element's text is readable.
 */
export async function contrastViolations(element: Locator): Promise<string[]> {
  await injectAxe(element.page());
  return element.evaluate(async (node) => {
    interface AxeRun {
      run: (
        ctx: unknown,
        options: unknown,
      ) => Promise<{ violations: { nodes: { target: unknown[]; failureSummary?: string }[] }[] }>;
    }
    const { violations } = await (window as unknown as { axe: AxeRun }).axe.run(node, {
      resultTypes: ['violations'],
      runOnly: { type: 'rule', values: ['color-contrast'] },
    });
    return violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.map(String).join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`),
    );
  });
}
