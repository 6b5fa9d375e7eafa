// Stress seeds for the benchmarks run in the page on the saved mock database: a seed module of
// mock/db/seed is bundled into one script, and one of its functions extends the saved database
// (IndexedDB `csp-mock-db`, or the older localStorage copy) from a same-site page that does not
// run the app, so nothing writes it back.
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The seed module (a path under the repository) as one script defining `globalThis.__stress`. */
async function stressScript(module) {
  const result = await build({
    input: `${ROOT}${module}`,
    write: false,
    logLevel: 'silent',
    output: { format: 'iife', name: '__stress' },
  });
  return result.output[0].code;
}

/** Runs `__stress[fn](data, ...args)` on the saved database of the page's site. */
export async function extendSavedDb(page, module, fn, args = []) {
  const script = await stressScript(module);
  await page.goto('/mockServiceWorker.js');
  await page.addScriptTag({ content: script });
  await page.evaluate(
    async ([name, rest]) => {
      const add = (data) => globalThis.__stress[name](data, ...rest);
      const request = (r) =>
        new Promise((resolve, reject) => {
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
      const saved = localStorage.getItem('csp-mock-db');
      if (saved) {
        const data = JSON.parse(saved);
        add(data);
        localStorage.setItem('csp-mock-db', JSON.stringify(data));
        return;
      }
      const idb = await request(indexedDB.open('csp-mock-db'));
      const read = () => request(idb.transaction('db').objectStore('db').get('document'));
      let data = await read();
      for (let tries = 0; !data && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        data = await read();
      }
      if (!data) throw new Error('no saved mock database to extend');
      add(data);
      const tx = idb.transaction('db', 'readwrite');
      tx.objectStore('db').put(data, 'document');
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      idb.close();
    },
    [fn, args],
  );
}
