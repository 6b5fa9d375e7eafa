import { z } from 'zod';
import { AUDIT_MODULES, BUSINESS_TYPES, LOGIN_RESULTS } from '@contract/monitor';
import { filterChoice, label, listQuery, pathId, pathIds, said, text } from '@contract/input';

// What the monitoring calls take (docs/api.md "Monitoring").

const ENTRY = label('日志编号', 'Entry id');
const TABLE = label('记录类型', 'Record type');
const RECORD = label('记录编号', 'Record id');

export const operLogListQuery = listQuery({
  module: filterChoice(label('系统模块', 'Module'), AUDIT_MODULES),
  businessType: filterChoice(label('操作类型', 'Operation'), BUSINESS_TYPES),
  operName: text(label('操作人员', 'Account'), { max: 64 }),
  status: filterChoice(label('操作状态', 'Status'), ['0', '1']),
  tableName: text(TABLE, { max: 64 }),
  recordKey: text(RECORD, { max: 200 }),
});

export const recordHistoryQuery = listQuery({
  tableName: text(TABLE, { required: true, max: 64 }),
  recordKey: text(RECORD, { required: true, max: 200 }),
});

export const oneEntry = z.object({ operId: pathId(ENTRY) });
export const someEntries = z.object({ operIds: pathIds(ENTRY) });

const ACCOUNT = label('用户名称', 'Account name');

export const loginListQuery = listQuery({
  userName: text(ACCOUNT, { max: 64 }),
  ipaddr: text(label('登录地址', 'Address'), { max: 64 }),
  result: filterChoice(label('登录结果', 'Result'), LOGIN_RESULTS),
});

const LOGIN_ENTRY = label('访问编号', 'Login entry id');
export const someLogins = z.object({ infoIds: pathIds(LOGIN_ENTRY) });
export const lockedName = z.object({ userName: text(ACCOUNT, { required: true, max: 64 }) });

export const onlineListQuery = listQuery({
  userName: text(label('用户名称', 'Account name'), { max: 64 }),
  ipaddr: text(label('登录地址', 'Address'), { max: 64 }),
});

export const someSessions = z.object({ sessionIds: pathIds(label('会话编号', 'Session id')) });

// The scheduled jobs: a job is named by its registered key, never by code to call.
const JOB = label('任务', 'Job');
export const oneJob = z.object({ jobKey: text(JOB, { required: true, max: 60 }) });
export const jobStatus = z.object({
  paused: z.boolean({ error: said('暂停必须是 true 或 false', 'Paused must be true or false') }),
});
/** the jobs' list (all of them, a page being more than there are) and a job's runs: paging only */
export const jobListQuery = listQuery({});
