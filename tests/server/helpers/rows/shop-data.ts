import { asc } from 'drizzle-orm';
import { aidRequests, teachingAids } from '../../../../server/db/schema';
import { db } from '../harness';

// What the shop's tests read straight from the tables, to check what a call wrote.

export const aidRows = () => db().select().from(teachingAids).orderBy(asc(teachingAids.aidId));
export const aidRequestRows = () => db().select().from(aidRequests).orderBy(asc(aidRequests.requestId));
