import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import graph rules in .dependency-cruiser.cjs (run by `npm run lint`): the tree obeys
 * them, and a tree that breaks each one is refused by name, so no rule passes by matching nothing.
 */
const run = promisify(execFile);
const ROOT = process.cwd();
const DEPCRUISE = resolve(ROOT, 'node_modules/.bin/depcruise');

interface CruiseViolation {
  rule: { name: string };
  from: string;
  to: string;
}

async function violationsIn(cwd: string, folders: string[]): Promise<CruiseViolation[]> {
  const args = ['--config', resolve(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json', ...folders];
  // depcruise exits non-zero when it finds violations; the JSON report is written either way.
  const { stdout } = await run(DEPCRUISE, args, { cwd, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return (JSON.parse(stdout) as { summary: { violations: CruiseViolation[] } }).summary.violations;
}

const BROKEN_TREE: Record<string, string> = {
  'server/secret.ts': 'export const secret = 1;\n',
  'server/reaches-web.ts': "import { shared } from '../web/lib/shared';\nexport const x = shared;\n",
  'server/reaches-tests.ts': "import { helper } from '../tests/helper';\nexport const y = helper;\n",
  'tests/helper.ts': 'export const helper = 1;\n',
  'web/lib/shared.ts': 'export const shared = 1;\n',
  'web/lib/reaches-server.ts': "import { secret } from '@server/secret';\nexport const z = secret;\n",
  'common/reaches-web.ts': "import { shared } from '@web/lib/shared';\nexport const c = shared;\n",
  'common/reaches-node.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
  'web/features/alpha/index.ts': "import { beta } from '../beta';\nexport const alpha = () => beta;\n",
  'web/features/beta/index.ts': "import { alpha } from '@web/features/alpha';\nexport const beta = () => alpha;\n",
  'web/features/gamma/index.ts': "export { gamma } from './gamma-internal';\n",
  'web/features/gamma/gamma-internal.ts': 'export const gamma = 1;\n',
  'web/features/delta/through-entry.ts': "import { gamma } from '@web/features/gamma';\nexport const d1 = gamma;\n",
  'web/features/delta/through-index.ts': "import { gamma } from '../gamma/index';\nexport const d2 = gamma;\n",
  'web/features/delta/around-entry.ts':
    "import { gamma } from '@web/features/gamma/gamma-internal';\nexport const d3 = gamma;\n",
};

describe('the dependency graph', () => {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('holds in this tree: web -> common <- server, features through their entries, and no loops among them', async () => {
    const violations = await violationsIn(ROOT, ['web', 'server', 'common']);
    expect(violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  }, 180_000);

  it('refuses a tree that breaks each rule', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dependency-graph-'));
    made.push(dir);
    await cp(resolve(ROOT, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
    for (const [path, text] of Object.entries(BROKEN_TREE)) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    const violations = await violationsIn(dir, ['web', 'server', 'common']);
    expect(new Set(violations.map((v) => v.rule.name))).toEqual(
      new Set([
        'web-imports-server',
        'server-imports-web',
        'common-imports-app-code',
        'common-imports-node',
        'production-imports-tests',
        'feature-internal-import',
        'feature-loop',
      ]),
    );
    // Only the import around gamma's entry is refused; through '@web/features/gamma' or its index passes.
    expect(
      violations.filter((v) => v.rule.name === 'feature-internal-import').map((v) => `${v.from} -> ${v.to}`),
    ).toEqual(['web/features/delta/around-entry.ts -> web/features/gamma/gamma-internal.ts']);
  }, 180_000);
});
