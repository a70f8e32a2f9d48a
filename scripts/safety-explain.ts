/**
 * Shows how the risk screen reads one message, for tuning: the text each lexicon sees after
 * normalising, expansions, typo correction and idioms, and every rule that fires.
 * `npx tsx scripts/safety-explain.ts "message" [lang]`
 */
import { LEXICONS } from '../common/safety/lexicons';
import { normaliseText } from '../common/safety/normalise-text';
import { screenConversation } from '../common/safety/risk-screen';
import { createTypoCorrector } from '../common/safety/typo-correction';

const [message = '', only] = process.argv.slice(2);
const normalised = normaliseText(message);
console.log('normalised:', normalised);
console.log('verdict:', screenConversation(message));
for (const lexicon of LEXICONS) {
  if (only && lexicon.lang !== only) continue;
  const corrector = createTypoCorrector(lexicon.anchors ?? [], lexicon.keep ?? []);
  let text = corrector.correct(normalised.split(' ').map((token) => lexicon.expansions?.[token] ?? token).join(' '));
  for (const idiom of lexicon.idioms) text = text.replace(idiom, ' ');
  const fired = lexicon.rules.filter((rule) => rule.pattern.test(text));
  const distress = lexicon.distress.some((pattern) => pattern.test(text));
  const loss = lexicon.loss.some((pattern) => pattern.test(text));
  if (!fired.length && !distress && !loss && !only) continue;
  console.log(`\n[${lexicon.lang}] ${text}${distress ? ' (distress)' : ''}${loss ? ' (loss)' : ''}`);
  for (const rule of fired) console.log(`  ${rule.category}${rule.needs ? ` (needs ${rule.needs})` : ''}: /${rule.pattern.source.slice(0, 100)}/`);
}
