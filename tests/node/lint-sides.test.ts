import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server never imports the console, the console never imports the server, and the contract
// both import imports neither (eslint/layers.js, `sides`). Checked through `npm run lint`'s own
// configuration, on source text placed where a file of each side would be.

const eslint = new ESLint({ cwd: process.cwd() });

async function sideErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layers/sides').map((m) => m.message);
}

describe('lint keeps the server, the console and their contract apart', () => {
  it("refuses a server file that imports from the console's src/", async () => {
    const errors = await sideErrors(
      'server/areas/school/example.ts',
      "import type { School } from '../../../src/features/school/types';\nexport type S = School;\n",
    );
    expect(errors).toEqual([expect.stringContaining("'server/' may not import from 'src/'")]);
  });

  it('refuses a console file that imports from server/', async () => {
    const errors = await sideErrors(
      'src/features/school/example.ts',
      "export { paging } from '../../../server/lib/paging';\n",
    );
    expect(errors).toEqual([expect.stringContaining("'src/' may not import from 'server/'")]);
  });

  it('refuses a contract file that imports either side', async () => {
    const errors = await sideErrors(
      'contract/example.ts',
      "import { i18n } from '@/i18n';\nimport { fail } from '../server/lib/errors';\nexport const x = [i18n, fail];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it("refuses an area's schema in contract/schemas that imports the server's checks", async () => {
    const errors = await sideErrors(
      'contract/schemas/example.ts',
      "import { body } from '../../server/lib/input';\nexport const check = body;\n",
    );
    expect(errors).toEqual([expect.stringContaining("'contract/' may not import from 'server/'")]);
  });

  it("lets the console take a form's type from the contract's schemas", async () => {
    const errors = await sideErrors(
      'src/features/system/config/example.ts',
      "import type { newConfig } from '@contract/schemas/config';\nexport type Body = typeof newConfig;\n",
    );
    expect(errors).toEqual([]);
  });

  it('lets both sides import the contract', async () => {
    const server = await sideErrors('server/lib/example.ts', "export type { Status } from '@contract/records';\n");
    const console = await sideErrors('src/api/example.ts', "export type { Status } from '@contract/records';\n");
    expect([...server, ...console]).toEqual([]);
  });

  it('reads the @contract alias as the contract folder: the contract may import itself, the alias hides no side', async () => {
    const contract = await sideErrors('contract/example.ts', "export type { Status } from '@contract/records';\n");
    const server = await sideErrors('server/lib/example.ts', "export { i18n } from '@/i18n';\n");
    expect(contract).toEqual([]);
    expect(server).toEqual([expect.stringContaining("'server/' may not import from 'src/'")]);
  });
});
