/**
 * Shows how the risk screen reads one message, for tuning: the text each lexicon sees after
 * normalising, idioms, expansions and typo correction, and every rule that fires.
 * `npx tsx scripts/safety-explain.ts "message" [lang]`
 */
import { explainMessage, screenConversation } from '../common/safety/risk-screen';

const [message = '', only] = process.argv.slice(2);
console.log('verdict:', screenConversation(message));
for (const { lang, text, fired } of explainMessage(message)) {
  if (only ? lang !== only : fired.length === 0) continue;
  console.log(`\n[${lang}] ${text}`);
  for (const rule of fired)
    console.log(
      `  ${rule.category}${rule.needs ? ` (needs ${rule.needs})` : ''}: /${rule.pattern.source.slice(0, 100)}/`,
    );
}
