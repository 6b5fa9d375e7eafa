import { parseTime } from '@/utils/time';

/** The sample editor's record, kept in localStorage: the server has no such table. */
export interface DemoValues {
  name?: string;
  nameEn?: string;
  summary?: string;
  hours?: number;
  email?: string;
}

export interface DemoRecord {
  values: DemoValues;
  /** Written like a backend's updateTime (`2026-01-31 09:30:00`); absent until first saved. */
  updateTime?: string;
}

const storageKey = (id: string) => `kit-demo-record:${id}`;

export function loadDemoRecord(id: string): Promise<DemoRecord> {
  const stored = localStorage.getItem(storageKey(id));
  return Promise.resolve(stored ? (JSON.parse(stored) as DemoRecord) : { values: {} });
}

export function saveDemoRecord(id: string, values: DemoValues): Promise<void> {
  const record: DemoRecord = { values, updateTime: parseTime(new Date()) };
  localStorage.setItem(storageKey(id), JSON.stringify(record));
  return Promise.resolve();
}
