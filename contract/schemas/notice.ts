import { z } from 'zod';
import { NOTICE_AUDIENCES, NOTICE_STATUSES, NOTICE_TYPES } from '@contract/notice';
import { filterChoice, idsOrText, int, label, listQuery, pathId, pathIds, requiredChoice, text } from '@contract/input';

// What the notices' calls take (docs/api.md "Notices"). The content is rich text the server
// cleans before it checks and stores it (server/areas/notice/schema.ts), so the bodies are built
// here for a given reading of it.

export * from '@contract/notice';

const NOTICE_ID = label('公告编号', 'Notice id');
const TITLE = label('公告标题', 'Title');
const TYPE = label('公告类型', 'Type');
const STATUS = label('公告状态', 'Status');

export const noticeListQuery = listQuery({
  title: text(TITLE),
  noticeType: filterChoice(TYPE, NOTICE_TYPES),
  status: filterChoice(STATUS, NOTICE_STATUSES),
});

export const NOTICE_CONTENT = text(label('公告内容', 'Content'), { max: 100_000 });

const fields = <C extends z.ZodType>(content: C) => ({
  title: text(TITLE, { required: true, max: 100 }),
  noticeType: requiredChoice(TYPE, NOTICE_TYPES),
  content,
  status: requiredChoice(STATUS, NOTICE_STATUSES),
  audience: requiredChoice(label('接收范围', 'Audience'), NOTICE_AUDIENCES),
  /** the chosen schools when the audience is "schools"; ignored otherwise */
  schoolIds: idsOrText(label('接收学校', 'Schools')),
  /** the chosen roles when the audience is "roles"; ignored otherwise */
  roleIds: idsOrText(label('接收角色', 'Roles')),
  remark: text(label('备注', 'Remark'), { max: 500 }),
});

/** A notice's create and edit bodies, reading its content by `content` (the server's cleaning). */
export const noticeBodies = <C extends z.ZodType>(content: C) => ({
  newNotice: z.object(fields(content)),
  changedNotice: z.object({ noticeId: int(NOTICE_ID), ...fields(content) }),
});

/** The bodies as a form sends them. */
export const { newNotice, changedNotice } = noticeBodies(NOTICE_CONTENT);

export const oneNotice = z.object({ noticeId: pathId(NOTICE_ID) });
export const someNotices = z.object({ noticeIds: pathIds(NOTICE_ID) });
