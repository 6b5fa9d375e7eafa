// Where the main thread's time goes in a screen's first render: a CPU profile of the navigation
// (first-render.mjs) on the existing dist served by the real server with the stress data (real-server.mjs), summed by script file (the chunk names tell the
// app, antd and React apart) and by function, self time.
//
//   node scripts/bench/profile.mjs [courses|schools] [--cpu=4] [--filter] [--empty] [--callers] [--sources]
//
// --filter: the school list's filter by name instead (school-list.mjs), after the first render.
// --empty: the first render of the same screen whose list call answers no rows (floor.mjs).
// --callers: each function named with its chain of callers (native calls always are).
// --sources: each function named by its place in the source code, read from the build's source
// maps (build with `npx vite build --sourcemap` first; a file without a map keeps its chunk name).
import { measureFirstRender } from './first-render.mjs';
import { EMPTY_TABLE, LIST_SCREENS, settledBefore } from './floor.mjs';
import { filterSchools } from './school-list.mjs';
import { sourcePlace } from './source-place.mjs';

/** Self time (ms) per key of each profile node, largest first. */
function selfTimes(profile, keyOf) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  // a native call (getClientRects, appendChild) is named with the script function that made it
  for (const node of profile.nodes) for (const child of node.children ?? []) byId.get(child).parent = node;
  const totals = new Map();
  const gaps = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const key = keyOf(byId.get(id));
    totals.set(key, (totals.get(key) ?? 0) + (gaps[i + 1] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const fileOf = (node) => {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName ? `(${functionName.replace(/^\(|\)$/g, '')})` : '(native)';
  return new URL(url).pathname.replace(/-[\w-]{8}\.js$/, '.js');
};
const functionOf = (node) => {
  const mapped = process.argv.includes('--sources') && node.callFrame.url ? sourcePlace(node.callFrame) : null;
  const own = mapped ?? `${node.callFrame.functionName || '(anonymous)'} ${fileOf(node)}:${node.callFrame.lineNumber}`;
  const named = !node.callFrame.url || process.argv.includes('--callers');
  return named && node.parent?.callFrame.url ? `${own} ← ${functionOf(node.parent)}` : own;
};

/** The package (or the app's folder) a function comes from, when --sources maps it; else its file. */
const packageOf = (node) => {
  const place = process.argv.includes('--sources') && node.callFrame.url ? sourcePlace(node.callFrame) : null;
  if (!place) return fileOf(node);
  const source = place.slice(place.lastIndexOf(' ') + 1);
  const scoped = source.match(/^(@[^/]+\/[^/]+|[^/]+)/)?.[1] ?? source;
  return source.startsWith('src/') ? source.split('/').slice(0, 3).join('/') : scoped;
};

export async function profileFirstRender(
  browser,
  baseURL,
  screen,
  { cpuRate = 1, filter = false, empty = false } = {},
) {
  const { context, page, cdp } = await settledBefore(browser, baseURL, screen, { empty, cpuRate });
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    if (filter) await measureFirstRender(page, cdp, screen.path);
    await cdp.send('Profiler.start');
    const figures = filter
      ? { filterMs: await filterSchools(page, cdp) }
      : await measureFirstRender(page, cdp, screen.path, empty ? EMPTY_TABLE : undefined);
    const { profile } = await cdp.send('Profiler.stop');
    return {
      figures,
      byFile: selfTimes(profile, fileOf),
      byPackage: selfTimes(profile, packageOf),
      byFunction: selfTimes(profile, functionOf),
    };
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const name = process.argv.find((arg) => arg in LIST_SCREENS) ?? 'schools';
  const cpuRate = Number(process.argv.find((arg) => arg.startsWith('--cpu='))?.slice(6) ?? 1);
  const filter = process.argv.includes('--filter');
  const empty = process.argv.includes('--empty');
  const { onRealServer } = await import('./real-server.mjs');
  await onRealServer(async (browser, url) => {
    const { figures, byFile, byPackage, byFunction } = await profileFirstRender(browser, url, LIST_SCREENS[name], {
      cpuRate,
      filter,
      empty,
    });
    const total = byFile.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`${name}: first render ${JSON.stringify(figures)}; ${total.toFixed(0)} ms profiled (idle included)`);
    console.log('\nself time by file');
    for (const [file, ms] of byFile.slice(0, 20)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${file}`);
    if (process.argv.includes('--sources')) {
      console.log("\nself time by package (or the app's folder)");
      for (const [name, ms] of byPackage.slice(0, 20)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
    }
    console.log('\nself time by function');
    for (const [fn, ms] of byFunction.slice(0, 25)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${fn}`);
  });
}
