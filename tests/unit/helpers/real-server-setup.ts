import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { ServerDbConfig } from '../../server/helpers/engines';

// The unit project's global setup: it only names the run's PGlite template file. The first
// component test file on the real server (tests/unit/helpers/real-server.ts) makes it, so a run
// of files that never call the server pays no initdb (tests/server/helpers/template.ts).
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'csp-unit-server-'));
  const config: ServerDbConfig = { engine: 'pglite', template: join(dir, 'template.tar') };
  project.provide('serverDb', config);
  return () => rm(dir, { recursive: true, force: true });
}
