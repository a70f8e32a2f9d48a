import type { ConversationTurn } from '../../common/safety/risk-screen';
import { TUNING_SET } from '../../common/safety/evaluation/tuning-set';

/** The i-th tuning-set message of a risk-screen bench run (spread over the set). */
export const tuningMessage = (i: number) => TUNING_SET[i % TUNING_SET.length]!;

/** A 40-turn history for message i: 20 of the person's turns from the tuning set, 20 of Thera's. */
export const fortyTurnHistory = (i: number): ConversationTurn[] =>
  Array.from({ length: 40 }, (_, k) =>
    k % 2
      ? { role: 'assistant', content: 'That sounds like a lot to carry.' }
      : { role: 'user', content: tuningMessage(i * 7 + k * 13).text },
  );
