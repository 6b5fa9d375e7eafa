// Where the heap after 100 tabs cannot go below: the tab benchmark's memory figure (tabs.mjs,
// measureTabMemory: the heap with only the home tab open, before and after opening and closing 100
// tabs) in the browser as it is, and in the same browser with the engine's optimising tiers off
// (V8's --max-opt=0: every function stays interpreted, so no optimised machine code is made as
// the console's functions get hot). What the console itself keeps is the growth with them off; the
// rest is code the engine compiles to run the same console faster. The two browsers alternate.
//
//   node scripts/bench/floor-heap.mjs [--runs=2]
//
// On the existing dist (npm run build first), served by the real server over a new PGlite
// database holding the stress data (real-server.mjs).
import { launchChromium } from '../chromium.mjs';
import { measureTabMemory } from './tabs.mjs';

const MIB = 1024 * 1024;
const SIDES = { 'as shipped': [], 'optimising tiers off (--max-opt=0)': ['--js-flags=--max-opt=0'] };

const mib = (bytes) => `${(bytes / MIB).toFixed(1)} MiB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 2);
  const { onRealServer } = await import('./real-server.mjs');
  await onRealServer(async (shipped, url) => {
    for (let run = 0; run < runs; run++)
      for (const [side, args] of run % 2 ? Object.entries(SIDES).reverse() : Object.entries(SIDES)) {
        // the server's own browser is the one as shipped; the other is launched with its switch
        const browser = args.length ? await launchChromium(args) : shipped;
        try {
          const m = await measureTabMemory(browser, url);
          if (m.errors.length) throw new Error(`${side}: the page reported ${m.errors.join('; ')}`);
          console.log(
            `${side}: ${mib(m.heapBeforeBytes)} → ${mib(m.heapAfterBytes)}, ${m.heapGrowthPct.toFixed(1)} %` +
              ` (engine's code ${mib(m.codeBeforeBytes)} → ${mib(m.codeAfterBytes)};` +
              ` without it ${m.heapGrowthWithoutCodePct.toFixed(1)} %); after each round: ` +
              m.heapByRound.map(mib).join(', '),
          );
        } finally {
          if (browser !== shipped) await browser.close();
        }
      }
  });
}
