import { createMiddleware } from 'hono/factory';
import { auditScope, type AuditScope } from '../../db/audit-scope';
import { withoutDiskWait } from '../../db/log-commit';
import { operLogs } from '../../db/schema';
import { clientAddress } from '../client-address';
import type { AppContext, AppEnv } from '../context';
import { deviceOf } from '../user-agent';
import { cutsTheTrail, operationOf, type Operation } from './operations';

// The audit trail's entries (docs/server.md "The audit trail"). Every writing call runs in an
// audit scope: each row it changes is recorded under the scope's entry by the tables' triggers
// (server/db/audit-scope.ts, audit-triggers.ts), and the entry itself (who, from where, what, how
// it ended, how long it took) is written once the call has answered. Nothing in an area has to
// remember the trail.

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

/** Records every writing call under `base` (the API's path prefix). */
export function auditTrail(base: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const path = c.req.path.slice(base.length);
    const operation = operationOf(c.req.method, path);
    if (!operation) return next();
    const started = performance.now();
    const scope: AuditScope = { operId: null };
    await auditScope.run(scope, next);
    const values = { ...(scope.operId !== null && { operId: scope.operId }), ...entry(c, operation, path, started) };
    // The call's changes were committed with its writes; the entry's commit does not wait for the
    // disk, which spares every write a second wait for it (docs/server.md "The audit trail").
    await withoutDiskWait(c.var.db, (db) => db.insert(operLogs).values(values));
  });
}
