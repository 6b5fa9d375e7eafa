import type { RecordForm } from '@contract/input/form';
import type { NoticeAudience, NoticeStatus, NoticeType } from '@contract/notice';
import type { newNotice } from '@contract/schemas/notice';

/** A notice as the screen lists it (docs/api.md "Notices"); `content` only when read alone. */
export interface Notice {
  noticeId: number;
  title: string;
  noticeType: NoticeType;
  content?: string;
  status: NoticeStatus;
  audience: NoticeAudience;
  schoolIds: number[];
  roleIds: number[];
  /** when it was last published; null while never published */
  publishTime: string | null;
  /** how many accounts have read it */
  readCount: number;
  createBy: string;
  createTime: string;
  remark: string;
}

/** What the dialog sends: the body the server checks (contract/schemas/notice.ts). */
export type NoticeForm = RecordForm<typeof newNotice, 'noticeId'>;

/** One of the caller's unread notices, as the bell lists it. */
export interface MyNotice {
  noticeId: number;
  title: string;
  noticeType: NoticeType;
  publishTime: string | null;
}

/** A notice the caller opened: with its content. */
export interface OpenedNotice extends MyNotice {
  content: string;
  createBy: string;
}
