import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  declaredScreenModules,
  KEPT_OUT_OF_LISTS,
  listScreenLeaks,
  screenChunkReport,
  type ScreenChunkReport,
} from '../../scripts/screen-chunks.mjs';

// Which libraries each declared screen loads with it, read from the production build's chunk
// graph: a list screen must not bring the PDF viewer, the calendar, charts or spreadsheets.

const outDir = inject('productionBuild');
let report: ScreenChunkReport;

beforeAll(() => {
  report = screenChunkReport(outDir);
});

describe('screen chunks (plain production build)', () => {
  it('finds every declared screen in the build, each in a chunk of its own, but the demo-only ones', () => {
    const declared = Object.entries(declaredScreenModules());
    const names = (demoOnly: boolean) =>
      declared
        .filter(([, screen]) => screen.demoOnly === demoOnly)
        .map(([name]) => name)
        .sort();
    expect(declared.length).toBeGreaterThan(40);
    expect(report.screens.map((s) => s.name).sort()).toEqual(names(false));
    expect(report.absent).toEqual(names(true));
    expect(report.screens.filter((s) => !s.ownChunk).map((s) => s.name)).toEqual([]);
    for (const screen of report.screens) expect(screen.ownBytes, screen.name).toBeGreaterThan(0);
  });

  it('keeps pdf.js, FullCalendar, the chart and spreadsheet libraries out of the shell', () => {
    expect(report.shell.heavy.filter((library) => KEPT_OUT_OF_LISTS.includes(library))).toEqual([]);
  });

  it("keeps them out of every list screen's static imports", () => {
    expect(report.screens.filter((s) => s.list).length).toBeGreaterThan(25);
    expect(listScreenLeaks(report)).toEqual([]);
  });

  it('recognises each of those libraries where a screen does load it', () => {
    // without this, a library whose modules the patterns no longer match would pass unseen
    const seen = new Set(report.screens.flatMap((s) => [...s.heavy, ...s.onDemand]));
    for (const library of KEPT_OUT_OF_LISTS) expect([...seen], library).toContain(library);
    const brings = (name: string) => {
      const screen = report.screens.find((s) => s.name === name);
      return [...(screen?.heavy ?? []), ...(screen?.onDemand ?? [])];
    };
    expect(brings('user/schedule/fullCalendar')).toContain('FullCalendar');
    expect(brings('fileView')).toContain('pdf.js');
    expect(brings('admin/class/index')).toContain('charts');
  });
});
