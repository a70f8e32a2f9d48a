/**
 * What the lexicon content costs: the working tree's risk screen beside the same machinery reading
 * the lexicons (lexicons/<lang>.ts and families.ts) as they were at an earlier commit:
 * `npx tsx bench/risk-screen-lexicon-cost.ts [commit]` (default afa5040, before tuning round 3).
 * How it measures: bench/risk-screen/compare-with-earlier.ts.
 */
import { readdirSync } from 'node:fs';
import { compareWithEarlierScreen } from './risk-screen/compare-with-earlier';

const commit = process.argv[2] ?? 'afa5040';
const content = readdirSync('common/safety/lexicons')
  .filter((file) => !['index.ts', 'lexicon.ts'].includes(file))
  .map((file) => `lexicons/${file}`);
await compareWithEarlierScreen({ commit, files: content, label: `lexicons at ${commit}` });
