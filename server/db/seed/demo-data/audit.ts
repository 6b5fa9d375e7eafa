import type { Audit } from '../rows/account';

/** Bookkeeping fields for a seeded row: created by `by` at `time`, never updated since. */
export const seeded = (time: string, by = 'admin', remark = ''): Audit => ({
  createBy: by,
  createTime: time,
  updateBy: '',
  updateTime: '',
  remark,
});
