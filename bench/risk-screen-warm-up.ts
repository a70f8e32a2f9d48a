/**
 * What the start-up warm-up (warmUpRiskScreen in common/safety/risk-screen.ts) buys a server's
 * first messages: `npx tsx bench/risk-screen-warm-up.ts [rounds]` (default 3). Each round runs
 * two fresh processes one after the other, one that warms up the way server/main.ts does and one
 * that does not; each then screens 600 new messages (tuning-set texts made unique) with a
 * 40-turn history read before, as in a conversation, and prints p50/p99 per message. One screen
 * per process, as in the server (bench/risk-screen-before-after.ts runs two in one process, which
 * shares one heap between them and inflates both).
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { screenConversation, warmUpRiskScreen } from '../common/safety/risk-screen';
import { fortyTurnHistory, tuningMessage } from './risk-screen/conversations';
import { percentile } from './risk-screen/percentile';

const MESSAGES = 600;
const CHILD = 'RISK_SCREEN_WARM_UP_CHILD';

async function measureInThisProcess(warmUp: boolean): Promise<string> {
  if (warmUp) await warmUpRiskScreen(() => new Promise((resolve) => setImmediate(resolve)));
  // The conversation so far was screened when it was sent.
  for (let i = 0; i < MESSAGES; i += 1) screenConversation(`earlier ${i}`, fortyTurnHistory(i));
  const times: number[] = [];
  for (let i = 0; i < MESSAGES; i += 1) {
    const started = performance.now();
    screenConversation(`${tuningMessage(i * 7).text} [${i}]`, fortyTurnHistory(i));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => percentile(times, p).toFixed(2);
  return `p50 ${at(50)} ms, p99 ${at(99)} ms, max ${at(100)} ms`;
}

if (process.env[CHILD]) {
  console.log(await measureInThisProcess(process.env[CHILD] === 'warm'));
} else {
  const rounds = Number(process.argv[2] ?? 3);
  console.log(`risk screen, ${MESSAGES} new messages with 40 history turns, one fresh process each`);
  for (let round = 1; round <= rounds; round += 1) {
    // Alternate which goes first, so neither always runs on the machine as the other left it.
    const order = round % 2 ? ['cold', 'warm'] : ['warm', 'cold'];
    for (const mode of order) {
      const output = execFileSync(process.execPath, [...process.execArgv, process.argv[1]!], {
        env: { ...process.env, [CHILD]: mode },
        encoding: 'utf8',
      });
      console.log(`round ${round} ${mode === 'warm' ? 'warmed up at start' : 'cold (no warm-up)'}: ${output.trim()}`);
    }
  }
}
