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
} from '../../lib/input';
import { cleanRichText } from '../../lib/rich-text';
import { STATES } from './state';

// What the activity and registration calls take (docs/api.md "Activities and registrations",
// "Public calls").

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
const isBlankHtml = (html: string) => !/<img\b/i.test(html) && !html.replace(/<[^>]*>|&nbsp;/g, '').trim();

const FIELDS = {
  name: text(label('活动名称', 'Activity name'), { required: true, max: 100 }),
  nameEn: text(label('英文名称', 'English name'), { max: 100 }),
  intro: text(label('活动简介', 'Introduction'), { required: true, max: 500 }),
  introEn: text(label('英文简介', 'English introduction'), { max: 500 }),
  // both ends required, their form and order: records.ts reads the range
  beginTime: text(BEGIN, { max: 19 }),
  endTime: text(END, { max: 19 }),
  cover: address(label('封面', 'Cover'), { required: true, max: 500 }),
  // stored clean (server/lib/rich-text.ts); what is left after cleaning must still show something
  content: text(label('活动内容', 'Content'), { max: 100_000 })
    .transform(cleanRichText)
    .refine((html) => !isBlankHtml(html), { error: said('活动内容不能为空', 'Content is required') }),
};

const BILINGUAL = ['name', 'intro'] as const;

export const newActivity = chineseIn(BILINGUAL, z.object(FIELDS));
export const changedActivity = chineseIn(BILINGUAL, z.object({ activityId: int(ACTIVITY_ID), ...FIELDS }));
export type ActivityInput = z.output<typeof newActivity>;

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
