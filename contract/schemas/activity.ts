import { z } from 'zod';
import {
  chineseIn,
  choice,
  int,
  label,
  listQuery,
  filterChoice,
  pathId,
  pathIds,
  said,
  text,
  address,
} from '@contract/input';

// What the activity and registration calls take (docs/api.md "Activities and registrations",
// "Public calls"). The content is rich text the server cleans before it checks and stores it
// (server/areas/activity/schema.ts), so the bodies are built here for a given reading of it.

/** dict activity_state: 0 not started, 1 in progress, 2 ended; worked out by the server, never sent. */
export type ActivityState = '0' | '1' | '2';
export const STATES = ['0', '1', '2'] as const satisfies readonly ActivityState[];

const ACTIVITY_ID = label('活动编号', 'Activity id');
const REGISTRATION_ID = label('报名编号', 'Registration id');
export const BEGIN = label('开始时间', 'Start time');
export const END = label('结束时间', 'End time');

export const activityListQuery = listQuery({
  name: text(label('活动名称', 'Activity name')),
  state: filterChoice(label('活动状态', 'State'), STATES),
  published: text(label('发布状态', 'Published')),
});
export type ActivityListQuery = z.output<typeof activityListQuery>;

/** The website's list: paging only. */
export const publicActivityListQuery = listQuery({});

/** Rich text that shows nothing (an editor left empty sends `<p><br></p>`) counts as empty. */
export const isBlankHtml = (html: string) => !/<img\b/i.test(html) && !html.replace(/<[^>]*>|&nbsp;/g, '').trim();

export const CONTENT = text(label('活动内容', 'Content'), { max: 100_000 });

const fields = <C extends z.ZodType>(content: C) => ({
  name: text(label('活动名称', 'Activity name'), { required: true, max: 100 }),
  nameEn: text(label('英文名称', 'English name'), { max: 100 }),
  intro: text(label('活动简介', 'Introduction'), { required: true, max: 500 }),
  introEn: text(label('英文简介', 'English introduction'), { max: 500 }),
  // both ends required, their form and order: the server's records read the range
  beginTime: text(BEGIN, { max: 19 }),
  endTime: text(END, { max: 19 }),
  cover: address(label('封面', 'Cover'), { required: true, max: 500 }),
  content,
});

const BILINGUAL = ['name', 'intro'] as const;

/** An activity's create and edit bodies, reading its content by `content` (the server's cleaning). */
export const activityBodies = <C extends z.ZodType>(content: C) => ({
  newActivity: chineseIn(BILINGUAL, z.object(fields(content))),
  changedActivity: chineseIn(BILINGUAL, z.object({ activityId: int(ACTIVITY_ID), ...fields(content) })),
});

/** The bodies as a form sends them. */
export const { newActivity, changedActivity } = activityBodies(CONTENT);

export const activityPublication = z.object({
  activityId: int(ACTIVITY_ID),
  published: choice(label('发布状态', 'Published'), ['true', 'false'], 'false').transform((v) => v === 'true'),
});
export type ActivityPublication = z.output<typeof activityPublication>;

export const registrationListQuery = listQuery({
  activityId: text(ACTIVITY_ID)
    .refine((v) => !v || /^\d{1,9}$/.test(v), { error: said('活动编号必须是数字', 'Activity id must be a number') })
    .transform((v) => (v ? Number(v) : null)),
  keyword: text(label('关键字', 'Keyword')),
});
export type RegistrationListQuery = z.output<typeof registrationListQuery>;

export const registration = z.object({
  name: text(label('姓名', 'Name'), { required: true, max: 50 }),
  phone: text(label('手机号码', 'Phone number'), { required: true, max: 20 }),
  area: text(label('地区', 'Area'), { required: true, max: 100 }),
});
export type RegistrationInput = z.output<typeof registration>;

export const oneActivity = z.object({ activityId: pathId(ACTIVITY_ID) });
export const someActivities = z.object({ activityIds: pathIds(ACTIVITY_ID) });
export const someRegistrations = z.object({ registrationIds: pathIds(REGISTRATION_ID) });
