import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../../server/db/client';
import { prepareDatabase } from '../../../server/db/prepare';
import { takeSnapshot } from './snapshot';
import { databaseUrl, TEMPLATE_DB, type ServerDbConfig } from './engines';
import { writePgliteTemplate } from './template';

// Once per test run: a migrated, seeded database with its snapshot, which every worker copies.
// PGlite: initdb (seconds of CPU, ~800 MB) happens here once; the result is dumped to a file that
// each worker loads. PostgreSQL (TEST_DATABASE_URL): a template database each worker clones.

async function pgliteTemplate(): Promise<{ config: ServerDbConfig; teardown: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'csp-server-tests-'));
  const file = join(dir, 'template.tar');
  await writePgliteTemplate(file);
  return { config: { engine: 'pglite', template: file }, teardown: () => rm(dir, { recursive: true, force: true }) };
}

async function postgresTemplate(url: string): Promise<{ config: ServerDbConfig; teardown: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const dropTestDatabases = async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'csp\\_test\\_%'`,
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  };
  await dropTestDatabases();
  await admin.query(`create database ${TEMPLATE_DB}`);
  const database = openPostgres(databaseUrl(url, TEMPLATE_DB), 1);
  await prepareDatabase(database);
  await takeSnapshot(database.db);
  await database.close();
  return {
    config: { engine: 'postgres', url },
    teardown: async () => {
      await dropTestDatabases();
      await admin.end();
    },
  };
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const { config, teardown } = url ? await postgresTemplate(url) : await pgliteTemplate();
  project.provide('serverDb', config);
  return teardown;
}
