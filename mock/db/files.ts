import { persistenceEnabled } from './persist';

// Bytes of uploaded files. The metadata rows live in the database (localStorage); the bytes are
// too big for it and go to IndexedDB in the browser, so an upload URL still works after a reload.
// A memory copy answers first and is the only copy in node/tests or when IndexedDB is unusable.

export interface StoredFile {
  bytes: ArrayBuffer;
  type: string;
}

const IDB_NAME = 'csp-mock-files';
const IDB_STORE = 'files';
const memory = new Map<number, StoredFile>();
let opening: Promise<IDBDatabase> | null = null;

function indexedDbEnabled(): boolean {
  return persistenceEnabled() && typeof indexedDB !== 'undefined';
}

function openIdb(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(IDB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(IDB_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return opening;
}

async function inStore<T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const idb = await openIdb();
  return new Promise((resolve, reject) => {
    const tx = idb.transaction(IDB_STORE, mode);
    const request = op(tx.objectStore(IDB_STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
  });
}

async function quietly<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    console.warn('[mock] IndexedDB is not available for uploaded files', error);
    return undefined;
  }
}

export async function putFile(id: number, file: StoredFile): Promise<void> {
  memory.set(id, file);
  if (indexedDbEnabled()) await quietly(() => inStore('readwrite', (s) => s.put(file, id)));
}

export async function getFile(id: number): Promise<StoredFile | undefined> {
  const cached = memory.get(id);
  if (cached || !indexedDbEnabled()) return cached;
  const stored = await quietly(() => inStore<StoredFile | undefined>('readonly', (s) => s.get(id)));
  if (stored) memory.set(id, stored);
  return stored;
}

export async function clearFiles(): Promise<void> {
  memory.clear();
  if (indexedDbEnabled()) await quietly(() => inStore('readwrite', (s) => s.clear()));
}
