import { http } from 'msw';
import { syncRegistrationCounts } from '../db/activity-registrations';
import { db } from '../db/store';
import { named } from '../lib/lang';
import { contains, dateRange, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { field, idList } from '../lib/validate';

// Registrations for activities (admin:registration:*): made by visitors of the public website,
// read, exported and deleted here. The list filters by activity, by a name or phone, and by the
// day of registration (`params[beginTime]`/`params[endTime]`).

const ID = field('registrationId', '报名编号', 'Registration id');

const list = http.get(
  '*/csp/admin/registration/list',
  withAuth('admin:registration:list', ({ request, lang }) => {
    const q = queryOf(request);
    const activityId = param(q, 'activityId');
    if (activityId && !/^\d+$/.test(activityId)) bad(lang, '活动编号必须是数字', 'Activity id must be a number');
    const within = dateRange(lang, q);
    const who = param(q, 'keyword');
    const names = new Map(db().activities.map((a) => [a.activityId, named(lang, a.name, a.nameEn)]));
    const rows = db()
      .registrations.filter(
        (r) =>
          (!activityId || r.activityId === Number(activityId)) &&
          within(r.createTime) &&
          contains(who, r.name, r.phone, r.username),
      )
      // Newest first: the latest registrations are what an organiser looks for.
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.registrationId - a.registrationId)
      .map((r) => ({ ...r, activityName: names.get(r.activityId) ?? '' }));
    return okList(lang, paginate(lang, q, rows));
  }),
);

const remove = http.delete(
  '*/csp/admin/registration/:ids',
  withAuth('admin:registration:remove', ({ params, lang }) => {
    const ids = idList(lang, params.ids, ID);
    const data = db();
    if (ids.some((id) => !data.registrations.some((r) => r.registrationId === id))) {
      bad(lang, '报名记录不存在', 'The registration does not exist');
    }
    const doomed = data.registrations.filter((r) => ids.includes(r.registrationId));
    data.registrations = data.registrations.filter((r) => !ids.includes(r.registrationId));
    syncRegistrationCounts(doomed.map((r) => r.activityId));
    return ok(lang);
  }),
);

export const registrationHandlers = [list, remove];
