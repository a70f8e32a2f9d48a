/**
 * The risk screen's cost beside an earlier version of its machinery:
 * `npx tsx bench/risk-screen-before-after.ts [commit]` (default e85467c, before the literal gates
 * of literal-gate.ts). The earlier screen is the working tree's common/safety with the machinery
 * files (MACHINERY below) as they were at that commit, so both read the same lexicons and
 * language markers. How it measures: bench/risk-screen/compare-with-earlier.ts.
 */
import { compareWithEarlierScreen } from './risk-screen/compare-with-earlier';

const commit = process.argv[2] ?? 'e85467c';
/**
 * How the screen runs, as changed by the cost work (language-markers.ts and the lexicons' content
 * change with the recall work and stay as in the working tree; pass MACHINERY to choose others).
 */
const MACHINERY = (process.env.MACHINERY ?? 'risk-screen.ts rule-gate.ts literal-gate.ts typo-correction.ts').split(
  ' ',
);
await compareWithEarlierScreen({ commit, files: MACHINERY, label: commit });
