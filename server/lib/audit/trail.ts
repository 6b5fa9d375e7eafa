import { createMiddleware } from 'hono/factory';
import { auditScope, type AuditScope } from '../../db/audit-scope';
import { clientAddress } from '../client-address';
import type { AppContext, AppEnv } from '../context';
import { deviceOf } from '../user-agent';
import { writeEntry } from './entries';
import { takeEntryId } from './entry-ids';
import { cutsTheTrail, operationOf, type Operation } from './operations';

// The audit trail's entries (docs/server.md "The audit trail"). Every writing call runs in an
// audit scope: each row it changes is recorded under the scope's entry by the tables' triggers
// (server/db/audit-scope.ts, audit-triggers.ts), and the entry itself (who, from where, what, how
// it ended, how long it took) is written once the call has answered. Nothing in an area has to
// remember the trail.
//
// The entry is written once the call has answered, as RuoYi writes its operation log after the
// response: the person waits for their write, not for its log line. The rows the call changed were
// recorded with its writes, in their transactions; the entry that names who made them follows
// within milliseconds, and a stopping server waits for it (entriesWritten).

const MAX_PATH = 255;
const MAX_MESSAGE = 500;

function entry(c: AppContext, operation: Operation, path: string, started: number) {
  const auth = c.get('auth') as AppEnv['Variables']['auth'] | undefined;
  const refusal = c.get('refusal') as string | undefined;
  return {
    requestId: c.var.requestId,
    module: operation.module,
    businessType: operation.businessType,
    method: c.req.method,
    path: path.slice(0, MAX_PATH),
    userId: auth?.user.userId ?? null,
    operName: auth?.user.userName ?? '',
    roleKey: auth?.role?.roleKey ?? '',
    schoolId: auth?.user.schoolId ?? null,
    operIp: clientAddress(c),
    ...deviceOf(c.req.header('User-Agent')),
    status: c.error || refusal !== undefined ? 1 : 0,
    errorMsg: (refusal ?? '').slice(0, MAX_MESSAGE),
    costTime: Math.round(performance.now() - started),
    kept: cutsTheTrail(c.req.method, path),
  };
}

/** The entries being written for calls that have answered. */
const writing = new Set<Promise<void>>();

/** Resolves once the entry of every call that has answered is written (a stopping server, tests). */
export async function entriesWritten(): Promise<void> {
  await Promise.all([...writing]);
}

/** Records every writing call under `base` (the API's path prefix). */
export function auditTrail(base: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const path = c.req.path.slice(base.length);
    const operation = operationOf(c.req.method, path);
    if (!operation) return next();
    const started = performance.now();
    const scope: AuditScope = { changesKey: takeEntryId(c.var.db) };
    await auditScope.run(scope, next);
    const values = entry(c, operation, path, started);
    // after the answer, and without waiting for the disk (docs/server.md "The audit trail")
    const log = c.var.log;
    // setImmediate: even building the statement waits until the answer is on its way
    const written = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => writeEntry(c.var.db, scope, values))
      .then(
        () => undefined,
        (error: unknown) =>
          log.error({ err: error, requestId: values.requestId }, 'an audit entry could not be written'),
      );
    writing.add(written);
    void written.finally(() => writing.delete(written));
  });
}
