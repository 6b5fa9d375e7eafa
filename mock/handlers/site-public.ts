import { http } from 'msw';
import { registrationsOf, syncRegistrationCounts } from '../db/activity-registrations';
import { activityState } from '../db/activity-state';
import { linkedRecordName } from '../db/banner-links';
import type { ActivityRow } from '../db/business-types';
import { userById } from '../db/lookup';
import { touchSession } from '../db/sessions';
import type { BannerRow } from '../db/site-types';
import { db } from '../db/store';
import { readJson } from '../lib/body';
import { formatTime } from '../lib/clock';
import { checkMobile } from '../lib/contact';
import { nextId } from '../lib/ids';
import type { Lang } from '../lib/lang';
import { named } from '../lib/lang';
import { paginate, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { bearerToken, open } from '../lib/route';
import { field, idParam, text } from '../lib/validate';
import { bannerOrder } from './banner';

// The calls of the public website (/website), all without a login: the site configuration, the
// carousel, the published activities and registering for one. (The content items' public list is
// in content.ts, before its /content/public/{id}.) They answer only what a visitor may see.

const ACTIVITY_ID = field('activityId', '活动编号', 'Activity id');
const NO_ACTIVITY: [string, string] = ['活动不存在或未发布', 'The activity does not exist or is not published'];

const siteConfig = http.get(
  '*/csp/siteconfig/public',
  open(({ lang }) => {
    const { name, enname, slogan, sloganEn, logo } = db().siteConfig;
    return ok(lang, { name, enname, slogan, sloganEn, logo });
  }),
);

/** A banner's link as a visitor may follow it: none when its record is gone or not public. */
function publicLink(lang: Lang, row: BannerRow): Pick<BannerRow, 'linkType' | 'sourceId'> {
  const { linkType, sourceId } = row;
  const none = { linkType: '' as const, sourceId: '' };
  if (linkType === '' || linkType === '4') return linkType ? { linkType, sourceId } : none;
  if (linkedRecordName(lang, linkType, sourceId) === undefined) return none;
  if (linkType === '3' && !findPublished(Number(sourceId))) return none;
  return { linkType, sourceId };
}

const banners = http.get(
  '*/csp/banner/public/list',
  open(({ lang }) => {
    const rows = [...db().banners].sort(bannerOrder).map((row) => ({
      bannerId: row.bannerId,
      title: named(lang, row.title, row.titleEn),
      image: row.image,
      ...publicLink(lang, row),
    }));
    return ok(lang, rows);
  }),
);

const findPublished = (id: number) => db().activities.find((a) => a.activityId === id && a.published);

const activitySummary = (row: ActivityRow, lang: Lang) => ({
  activityId: row.activityId,
  name: named(lang, row.name, row.nameEn),
  intro: named(lang, row.intro, row.introEn),
  beginTime: row.beginTime,
  endTime: row.endTime,
  cover: row.cover,
  state: activityState(row),
  registrationCount: registrationsOf(row.activityId),
});

/** In progress first, then those to come, then the ended ones; the soonest first within each. */
const STATE_ORDER = { '1': 0, '0': 1, '2': 2 } as const;

const activities = http.get(
  '*/csp/activity/public/list',
  open(({ request, lang }) => {
    const rows = db()
      .activities.filter((a) => a.published)
      .map((a) => activitySummary(a, lang))
      .sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.beginTime.localeCompare(b.beginTime));
    return okList(lang, paginate(lang, queryOf(request), rows));
  }),
);

const activity = http.get(
  '*/csp/activity/public/:id',
  open(({ params, lang }) => {
    const row = findPublished(idParam(lang, params.id, ACTIVITY_ID)) ?? bad(lang, ...NO_ACTIVITY);
    return ok(lang, { ...activitySummary(row, lang), content: row.content });
  }),
);

/** The console account behind a token that came along, '' for a guest (an expired token too). */
function visitorName(request: Request): string {
  const token = bearerToken(request);
  const session = token ? touchSession(token) : null;
  const user = session ? userById(session.userId) : undefined;
  return user && user.status === '0' ? user.userName : '';
}

const register = http.post(
  '*/csp/activity/public/:id/registrations',
  open(async ({ request, params, lang }) => {
    const row = findPublished(idParam(lang, params.id, ACTIVITY_ID)) ?? bad(lang, ...NO_ACTIVITY);
    const state = activityState(row);
    if (state === '0')
      bad(lang, '活动尚未开始，暂不能报名', 'The activity has not started yet: registration is not open');
    if (state === '2') bad(lang, '活动已结束，不能再报名', 'The activity has ended: registration is closed');
    const body = await readJson(request);
    const name = text(lang, body, field('name', '姓名', 'Name'), { required: true, max: 50 });
    const phone = text(lang, body, field('phone', '手机号码', 'Phone number'), { required: true, max: 20 });
    checkMobile(lang, phone);
    const area = text(lang, body, field('area', '地区', 'Area'), { required: true, max: 100 });
    const table = db().registrations;
    if (table.some((r) => r.activityId === row.activityId && r.phone === phone)) {
      bad(lang, '该手机号码已报名此活动', 'This mobile number is already registered for this activity');
    }
    const registration = {
      registrationId: nextId(table, 'registrationId'),
      activityId: row.activityId,
      username: visitorName(request),
      name,
      phone,
      area,
      createTime: formatTime(),
    };
    table.push(registration);
    // the activity's count stays equal to its registrations
    syncRegistrationCounts([row.activityId]);
    return ok(lang, { registrationId: registration.registrationId, activityId: row.activityId });
  }),
);

export const sitePublicHandlers = [siteConfig, banners, activities, register, activity];
