/**
 * Prints how the risk screen does on the tuning set, with every miss and false alarm, for
 * tuning: `npx tsx scripts/safety-report.ts [lang]`. It never reads the held-out set: that one
 * is only measured by common/safety/evaluation/risk-screen-evaluation.test.ts.
 */
import { evaluate, formatEvaluation } from '../common/safety/evaluation/evaluate';
import { TUNING_SET } from '../common/safety/evaluation/tuning-set';

const lang = process.argv[2];
const set = lang ? TUNING_SET.filter((message) => message.lang === lang) : TUNING_SET;
const result = evaluate(set);
console.log(formatEvaluation(`tuning set${lang ? ` (${lang})` : ''}`, result));
for (const miss of result.misses) console.log(`MISS [${miss.lang} ${miss.category}] ${JSON.stringify(miss.text)}${miss.history ? ' (with history)' : ''}`);
for (const alarm of result.falseAlarms) console.log(`FALSE ALARM [${alarm.lang} ${alarm.category}] ${JSON.stringify(alarm.text)}`);
