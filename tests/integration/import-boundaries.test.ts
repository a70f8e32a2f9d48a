import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The folder boundaries hold only if lint can follow every import form: relative and
 * extensionless paths and the `@web/*` / `@common/*` aliases. Each forbidden import below is
 * linted as if it were written into a file on that side, and must be reported.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries that lint enforces', () => {
  it.each([
    [
      'web/ reaching into server/ by a relative, extensionless path',
      'web/features/chat/probe.ts',
      "import { loadConfig } from '../../../server/config';",
    ],
    [
      'web/ reaching into server/ with an extension',
      'web/lib/probe.ts',
      "import { loadConfig } from '../../server/config.ts';",
    ],
    [
      'common/ importing the browser app through its alias',
      'common/probe.ts',
      "import { getAppConfig } from '@web/lib/app-config';",
    ],
    ['common/ importing the server', 'common/safety/probe.ts', "import { createLogger } from '../../server/logger';"],
    [
      'server/ importing the browser app through its alias',
      'server/http/probe.ts',
      "import { getAppConfig } from '@web/lib/app-config';",
    ],
  ])('refuses %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const probe = 1;\n`)).toHaveLength(1);
  });

  it('lets both sides import common/', async () => {
    expect(
      await boundaryErrors(
        'web/lib/probe.ts',
        "import { CHAT_STREAM_TYPE } from '@common/chat';\nexport const probe = CHAT_STREAM_TYPE;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'server/http/probe.ts',
        "import { CHAT_STREAM_TYPE } from '../../common/chat';\nexport const probe = CHAT_STREAM_TYPE;\n",
      ),
    ).toEqual([]);
  });
});
