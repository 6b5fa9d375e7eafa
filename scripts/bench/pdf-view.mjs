// A PDF's first page in the viewer: from the in-app navigation to /fileView (the router's history
// changing, as following a link does) with a seeded lesson's PDF, opened by its id, until the frame after pdf.js has
// finished drawing the first page's canvas (react-pdf shows the canvas only then). The viewer's
// code (react-pdf, pdf.js and its worker) loads on demand, so the figure includes fetching and
// compiling it, reading the file from the backend, and pdf.js parsing and drawing the page.
import { frames } from './main-thread.mjs';
import { openHome } from './first-render.mjs';
import { logIn, openColdPage, taskSeconds } from './measure.mjs';

/** The first page is painted within this long of the navigation, at 1× CPU. */
export const PDF_FIRST_PAGE_BUDGET_MS = 1000;

/**
 * In the page, as the teacher's lesson page asks: the id of a PDF among the lesson files of the
 * teacher's first course (every seeded lesson has a PDF courseware). A file opens by its id, as
 * the lesson page opens it: its raw address needs a signature the server hands out.
 */
async function teachersPdf() {
  const token = /(?:^|; )Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
  const ask = async (path) =>
    (await (await fetch(`/csp${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()).data;
  const home = await ask('/user/teacher/home');
  const course = await ask(`/user/teacher/course/${home.courses[0].courseId}`);
  const files = course.lessons.flatMap((l) => [...l.courseware, ...l.materials, ...l.learningResources]);
  const pdf = files.find((f) => /\.pdf$/i.test(f.fileName));
  if (!pdf) throw new Error("the teacher has no PDF among their first course's lesson files");
  return pdf.fileId;
}

/** In the page: navigates, then marks the first frame in which a drawn page canvas is visible. */
function navigateAndWatch(path) {
  const marks = { started: performance.now(), drawn: null, painted: null };
  window.__pdfBench = marks;
  const drawn = () =>
    [...document.querySelectorAll('canvas.react-pdf__Page__canvas')].some(
      (canvas) => canvas.width > 0 && canvas.style.visibility !== 'hidden' && canvas.getClientRects().length > 0,
    );
  const frame = () => {
    if (marks.drawn === null && drawn()) marks.drawn = performance.now();
    // the canvas made visible in this frame is on screen once the next frame starts
    else if (marks.drawn !== null) {
      marks.painted = performance.now();
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Logs in as a teacher and opens the sample PDF from the home page. */
export async function measurePdfFirstPage(browser, baseURL, { cpuRate = 1 } = {}) {
  const { context, page, cdp, errors } = await openColdPage(browser, baseURL, 1);
  try {
    await logIn(page, { username: 'teacher' });
    await openHome(page);
    const fileId = await page.evaluate(teachersPdf);
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await frames(page);
    const start = await taskSeconds(cdp);
    await page.evaluate(navigateAndWatch, `/fileView?fileId=${fileId}`);
    await page.waitForFunction(() => window.__pdfBench.painted !== null, null, { timeout: 60_000 });
    const mainThreadMs = ((await taskSeconds(cdp)) - start) * 1000;
    const marks = await page.evaluate(() => window.__pdfBench);
    return { firstPageMs: marks.painted - marks.started, mainThreadMs, errors };
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // node scripts/bench/pdf-view.mjs: measures on the existing dist, served by the real server with the stress data
  const { onRealServer } = await import('./real-server.mjs');
  await onRealServer(async (browser, url) => {
    for (let run = 0; run < 3; run++) console.log(JSON.stringify(await measurePdfFirstPage(browser, url)));
  });
}
