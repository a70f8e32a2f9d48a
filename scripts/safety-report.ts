/**
 * Prints how the risk screen does on the tuning set, with every miss and false alarm, for
 * tuning: `npx tsx scripts/safety-report.ts [lang]`. Given a file of a new batch instead
 * (`npx tsx scripts/safety-report.ts common/safety/evaluation/tuning-set/xx-d.ts`), it
 * measures that batch alone: do that before tuning on it, and record the figure. It never
 * reads the held-out set: that one is only measured by risk-screen-evaluation.test.ts.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { evaluate, formatEvaluation } from '../common/safety/evaluation/evaluate';
import type { LabelledMessage } from '../common/safety/evaluation/labelled-message';
import { TUNING_SET } from '../common/safety/evaluation/tuning-set';

const argument = process.argv[2];
let set: readonly LabelledMessage[] = TUNING_SET;
let name = 'tuning set';
if (argument?.endsWith('.ts')) {
  if (argument.includes('held-out')) throw new Error('The held-out set is only measured by the evaluation test.');
  const batch = (await import(pathToFileURL(resolve(argument)).href)) as Record<string, readonly LabelledMessage[]>;
  set = Object.values(batch).flat();
  name = argument;
} else if (argument) {
  set = TUNING_SET.filter((message) => message.lang === argument);
  name = `tuning set (${argument})`;
}
const result = evaluate(set);
console.log(formatEvaluation(name, result));
for (const miss of result.misses)
  console.log(
    `MISS [${miss.lang} ${miss.category}] ${JSON.stringify(miss.text)}${miss.history ? ' (with history)' : ''}`,
  );
for (const alarm of result.falseAlarms)
  console.log(`FALSE ALARM [${alarm.lang} ${alarm.category}] ${JSON.stringify(alarm.text)}`);
