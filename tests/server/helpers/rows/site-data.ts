import { asc, eq } from 'drizzle-orm';
import { activities, banners, contents, courses, registrations } from '../../../../server/db/schema';
import { formatTime } from '../../../../server/lib/clock';
import { clock, db } from '../harness';

// What the public website's tests read or set up straight in the tables: the checks the embedded
// backend's tests made on its in-memory rows, and activities of a chosen time state.

export type ActivityRow = typeof activities.$inferSelect;

export const activityRows = () => db().select().from(activities).orderBy(asc(activities.activityId));

export async function activityRow(activityId: number): Promise<ActivityRow | undefined> {
  const [row] = await db().select().from(activities).where(eq(activities.activityId, activityId));
  return row;
}

export const registrationRows = () => db().select().from(registrations).orderBy(asc(registrations.registrationId));

export async function registrationsOf(activityId: number) {
  return db().select().from(registrations).where(eq(registrations.activityId, activityId));
}

export async function registrationRow(registrationId: number) {
  const [row] = await db().select().from(registrations).where(eq(registrations.registrationId, registrationId));
  return row;
}

export const bannerRows = () => db().select().from(banners).orderBy(asc(banners.sort), asc(banners.bannerId));

/** The state dict activity_state gives an activity at the server clock's moment. */
export function stateNow(a: Pick<ActivityRow, 'beginTime' | 'endTime'>): '0' | '1' | '2' {
  const now = formatTime(clock.now());
  if (now < a.beginTime) return '0';
  if (now > a.endTime) return '2';
  return '1';
}

const HOUR = 3_600_000;
const at = (offsetHours: number) => formatTime(new Date(clock.now().getTime() + offsetHours * HOUR));

/** An activity of the given time state, published unless told otherwise. */
export async function addActivity(state: 'past' | 'now' | 'future', published = true): Promise<ActivityRow> {
  const [begin, end] = { past: [-48, -24], now: [-1, 24], future: [24, 48] }[state];
  const [row] = await db()
    .insert(activities)
    .values({
      name: `测试活动 ${state}`,
      nameEn: `Test activity ${state}`,
      intro: '简介',
      introEn: 'Intro',
      beginTime: at(begin),
      endTime: at(end),
      cover: '',
      content: '<p>内容</p>',
      publisher: '孙丽',
      published,
      publishDate: published ? at(-72) : null,
      createBy: 'bd',
      createTime: at(-72),
    })
    .returning();
  return row;
}

export async function courseTitles(courseId: number) {
  const [row] = await db()
    .select({ title: courses.title, titleEn: courses.titleEn })
    .from(courses)
    .where(eq(courses.courseId, courseId));
  return row;
}

export const courseCount = async () => (await db().select({ id: courses.courseId }).from(courses)).length;

export const firstContent = async () =>
  (await db().select().from(contents).orderBy(asc(contents.contentId)).limit(1))[0];

export async function setPublished(activityId: number, published: boolean) {
  await db().update(activities).set({ published }).where(eq(activities.activityId, activityId));
}
