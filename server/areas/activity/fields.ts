import { field } from '../../lib/validate';

// The fields of the activity calls, named in both languages for the validation messages.
export const ACTIVITY_ID = field('activityId', '活动编号', 'Activity id');
export const REGISTRATION_ID = field('registrationId', '报名编号', 'Registration id');
export const NAME = field('name', '活动名称', 'Activity name');
export const NAME_EN = field('nameEn', '英文名称', 'English name');
export const INTRO = field('intro', '活动简介', 'Introduction');
export const INTRO_EN = field('introEn', '英文简介', 'English introduction');
export const BEGIN = field('beginTime', '开始时间', 'Start time');
export const END = field('endTime', '结束时间', 'End time');
export const COVER = field('cover', '封面', 'Cover');
export const CONTENT = field('content', '活动内容', 'Content');
export const PUBLISHED = field('published', '发布状态', 'Published');
export const STATE = field('state', '活动状态', 'State');
