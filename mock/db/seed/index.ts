import { demoData } from '../../../server/db/seed/demo-data';
import { now } from '../../lib/clock';
import type { MockDb } from '../db-type';
import { lessonDocument } from '../lesson-document';

// The embedded backend's tables start from the server's demo data (server/db/seed/demo-data/), plus
// the tables only this backend keeps, empty.

/** A fresh copy of the initial data (new arrays every call, so tests never share rows). */
export function createSeed(version: number): MockDb {
  const data = demoData(new Date(now()));
  return {
    version,
    ...data,
    // the demo data leaves each message's class-hour document to the backend's own rule
    messages: data.messages.map((m) => ({
      ...m,
      fileId: lessonDocument(data.courseFiles, m.lessonId)?.fileId ?? null,
    })),
    ossFiles: [],
    sessions: [],
    captchas: [],
    loginFailures: {},
  };
}
