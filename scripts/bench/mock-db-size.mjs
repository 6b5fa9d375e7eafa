// The embedded backend's saved database at the size the schools-and-people screens need (30
// schools, 150 classes, 3,000 students with scores for two exams): its size as JSON, and how
// long saving and loading it takes in IndexedDB (where mock/db/persist.ts keeps it) and, for
// comparison, in localStorage (where it used to be; its quota is about 5 million characters).
// The seeded document is padded with copies of its rows up to that size when it is smaller.
//
//   node scripts/bench/mock-db-size.mjs http://localhost:4173   (a running demo build)
import { launchChromium } from '../chromium.mjs';
import { loginDemo, openColdPage } from './measure.mjs';

export const TARGET = { schools: 30, classes: 150, students: 3000, examsPerStudent: 2 };

/** In the page: pad the document, then time each way of saving and loading it. */
async function measureInPage(target) {
  const request = (r) =>
    new Promise((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  const done = (tx) =>
    new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
  const idb = await request(indexedDB.open('csp-mock-db'));
  const data = await request(idb.transaction('db').objectStore('db').get('document'));
  const grow = (rows, total, make) => {
    const base = rows.slice();
    while (rows.length < total) rows.push(make(base[rows.length % base.length] ?? {}, rows.length + 1));
  };
  const audit = { createBy: 'admin', createTime: '2025-09-01 08:00:00', updateBy: '', updateTime: '', remark: '' };
  grow(data.schools, target.schools, (s, id) => ({ ...s, schoolId: id, schoolName: `${s.schoolName}${id}` }));
  grow(data.classes, target.classes, (c, id) => ({ ...c, classId: id, className: `${c.className}${id}` }));
  grow(data.students, target.students, (_, id) => ({
    ...audit,
    studentId: id,
    schoolId: 1 + (id % target.schools),
    classId: 1 + (id % target.classes),
    studentNo: `S2025${String(id).padStart(5, '0')}`,
    name: `学生${id}`,
    nameEn: `Student ${id}`,
    sex: String(id % 2),
  }));
  grow(data.scores, target.students * target.examsPerStudent, (_, id) => ({
    scoreId: id,
    studentId: 1 + (id % target.students),
    classId: 1 + (id % target.classes),
    examTime: id % 2 ? '2025-01-15 09:00:00' : '2025-06-20 09:00:00',
    score: 40 + (id % 61),
  }));
  const time = async (work) => {
    const start = performance.now();
    await work();
    return performance.now() - start;
  };
  let json = '';
  const stringifyMs = await time(() => (json = JSON.stringify(data)));
  const result = { jsonChars: json.length, stringifyMs, rows: {} };
  for (const [name, rows] of Object.entries(data)) if (Array.isArray(rows)) result.rows[name] = rows.length;
  try {
    result.localStorageSaveMs = await time(() => localStorage.setItem('mock-db-size-probe', JSON.stringify(data)));
    result.localStorageLoadMs = await time(() => JSON.parse(localStorage.getItem('mock-db-size-probe')));
  } catch (error) {
    result.localStorageError = String(error);
  } finally {
    localStorage.removeItem('mock-db-size-probe');
  }
  result.indexedDbSaveMs = await time(async () => {
    const tx = idb.transaction('db', 'readwrite');
    tx.objectStore('db').put(data, 'size-probe');
    await done(tx);
  });
  result.indexedDbLoadMs = await time(() => request(idb.transaction('db').objectStore('db').get('size-probe')));
  const cleanup = idb.transaction('db', 'readwrite');
  cleanup.objectStore('db').delete('size-probe');
  await done(cleanup);
  idb.close();
  return result;
}

/** Logs in (so the database is saved), then measures from the worker script's page, where no app runs. */
export async function measureMockDb(browser, baseURL) {
  const { context, page } = await openColdPage(browser, baseURL, 1);
  try {
    await loginDemo(page);
    await page.goto('/mockServiceWorker.js');
    return await page.evaluate(measureInPage, TARGET);
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = await launchChromium();
  try {
    console.log(JSON.stringify(await measureMockDb(browser, process.argv[2] ?? 'http://localhost:4173'), null, 2));
  } finally {
    await browser.close();
  }
}
