import { sql } from 'drizzle-orm';
import { char, check, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { identity } from './columns';

// Storage configurations (docs/api.md "Storage configurations", RuoYi's sys_oss_config): where
// uploads go. Exactly one is active (status '0'): the partial unique index allows at most one, also
// when two switches race; the calls keep at least one. The keys are write-only: the answers mask
// the access key and never carry the secret.

export const ossConfigs = pgTable(
  'sys_oss_config',
  {
    ossConfigId: identity('oss_config_id'),
    configKey: varchar('config_key', { length: 20 }).notNull().unique(),
    accessKey: varchar('access_key', { length: 100 }).notNull(),
    secretKey: varchar('secret_key', { length: 100 }).notNull(),
    bucketName: varchar('bucket_name', { length: 100 }).notNull(),
    prefix: varchar('prefix', { length: 100 }).notNull().default(''),
    endpoint: varchar('endpoint', { length: 100 }).notNull(),
    domain: varchar('domain', { length: 100 }).notNull().default(''),
    isHttps: char('is_https', { length: 1 }).notNull().default('N'),
    region: varchar('region', { length: 100 }).notNull().default(''),
    accessPolicy: char('access_policy', { length: 1 }).notNull().default('1'),
    status: char('status', { length: 1 }).notNull().default('1'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('sys_oss_config_one_active_idx')
      .on(t.status)
      .where(sql`${t.status} = '0'`),
    check('sys_oss_config_status_chk', sql`${t.status} in ('0', '1')`),
    check('sys_oss_config_is_https_chk', sql`${t.isHttps} in ('Y', 'N')`),
    check('sys_oss_config_access_policy_chk', sql`${t.accessPolicy} in ('0', '1', '2')`),
  ],
);
