import { and, desc, eq } from 'drizzle-orm';
import { activities, registrations } from '../../db/schema';
import type { Db } from '../../db/types';
import { namedIn } from '../../lib/bilingual';
import { deleteListed } from '../../lib/delete-listed';
import { notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, dateRange, countRows, sortedPage } from '../../lib/paging';
import type { RegistrationListQuery } from './schema';

// Registrations for activities (docs/api.md "Activities and registrations",
// admin:registration:*): made by visitors of the public website (public.ts), read and deleted
// here. An activity's count is its rows here, so a deletion is all it takes to keep it true.

const SORTABLE = {
  registrationId: registrations.registrationId,
  activityId: registrations.activityId,
  name: registrations.name,
  phone: registrations.phone,
  area: registrations.area,
  createTime: registrations.createTime,
};

export async function listRegistrations(db: Db, q: RegistrationListQuery, lang: Lang) {
  const { activityId } = q;
  const where = and(
    activityId !== null ? eq(registrations.activityId, activityId) : undefined,
    containsText(q.keyword, registrations.name, registrations.phone, registrations.username),
    dateRange(q, registrations.createTime),
  );
  // Newest first: the latest registrations are what an organiser looks for.
  return sortedPage(
    q,
    countRows(db, registrations, where),
    db
      .select({
        registrationId: registrations.registrationId,
        activityId: registrations.activityId,
        activityName: namedIn(lang, activities.name, activities.nameEn),
        username: registrations.username,
        name: registrations.name,
        phone: registrations.phone,
        area: registrations.area,
        createTime: registrations.createTime,
      })
      .from(registrations)
      .innerJoin(activities, eq(activities.activityId, registrations.activityId))
      .where(where)
      .$dynamic(),
    SORTABLE,
    desc(registrations.createTime),
    desc(registrations.registrationId),
  );
}

/** Deletes every listed registration, or none when one is unknown. */
export async function deleteRegistrations(db: Db, ids: number[]) {
  await deleteListed(db, registrations, registrations.registrationId, ids, () =>
    notFound('报名记录不存在', 'The registration does not exist'),
  );
}
