import { TUNING_SET_EN } from './en';
import { TUNING_SET_ES } from './es';
import { TUNING_SET_PT } from './pt';
import { TUNING_SET_FR } from './fr';
import { TUNING_SET_DE } from './de';
import { TUNING_SET_IT } from './it';
import { TUNING_SET_RU } from './ru';
import { TUNING_SET_UK } from './uk';
import { TUNING_SET_TR } from './tr';
import { TUNING_SET_ZH } from './zh';
import { TUNING_SET_JA } from './ja';
import { TUNING_SET_KO } from './ko';
import { TUNING_SET_VI } from './vi';
import { TUNING_SET_ID } from './id';
import { TUNING_SET_HI } from './hi';
import { TUNING_SET_EN_B } from './en-b';
import { TUNING_SET_EN_C } from './en-c';
import { TUNING_SET_EN_D } from './en-d';
import { TUNING_SET_EN_E } from './en-e';
import { TUNING_SET_ES_B } from './es-b';
import { TUNING_SET_ES_C } from './es-c';
import { TUNING_SET_ES_D } from './es-d';
import { TUNING_SET_PT_B } from './pt-b';
import { TUNING_SET_PT_C } from './pt-c';
import { TUNING_SET_PT_D } from './pt-d';
import { TUNING_SET_FR_B } from './fr-b';
import { TUNING_SET_FR_C } from './fr-c';
import { TUNING_SET_FR_D } from './fr-d';
import { TUNING_SET_DE_B } from './de-b';
import { TUNING_SET_DE_C } from './de-c';
import { TUNING_SET_DE_D } from './de-d';
import { TUNING_SET_IT_B } from './it-b';
import { TUNING_SET_IT_C } from './it-c';
import { TUNING_SET_IT_D } from './it-d';
import { TUNING_SET_RU_B } from './ru-b';
import { TUNING_SET_RU_C } from './ru-c';
import { TUNING_SET_RU_D } from './ru-d';
import { TUNING_SET_UK_B } from './uk-b';
import { TUNING_SET_UK_C } from './uk-c';
import { TUNING_SET_UK_D } from './uk-d';
import { TUNING_SET_TR_B } from './tr-b';
import { TUNING_SET_TR_C } from './tr-c';
import { TUNING_SET_TR_D } from './tr-d';
import { TUNING_SET_ZH_B } from './zh-b';
import { TUNING_SET_ZH_C } from './zh-c';
import { TUNING_SET_ZH_D } from './zh-d';
import { TUNING_SET_JA_B } from './ja-b';
import { TUNING_SET_JA_C } from './ja-c';
import { TUNING_SET_JA_D } from './ja-d';
import { TUNING_SET_KO_B } from './ko-b';
import { TUNING_SET_KO_C } from './ko-c';
import { TUNING_SET_KO_D } from './ko-d';
import { TUNING_SET_VI_B } from './vi-b';
import { TUNING_SET_VI_C } from './vi-c';
import { TUNING_SET_VI_D } from './vi-d';
import { TUNING_SET_ID_B } from './id-b';
import { TUNING_SET_ID_C } from './id-c';
import { TUNING_SET_ID_D } from './id-d';
import { TUNING_SET_HI_B } from './hi-b';
import { TUNING_SET_ROUND_3 } from './round-3';
import { TUNING_SET_ROUND_3B } from './round-3b';
import { TUNING_SET_ROUND_3C } from './round-3c';
import { TUNING_SET_ROUND_3D } from './round-3d';
import { TUNING_SET_HI_C } from './hi-c';
import { TUNING_SET_HI_D } from './hi-d';
import { TUNING_SET_WEAK_FAMILIES } from './weak-families';
import { TUNING_SET_EVERYDAY_CHAT } from './everyday-chat';
import { TUNING_SET_ROUND_4A } from './round-4a';
import { TUNING_SET_ROUND_4B } from './round-4b';
import { TUNING_SET_ROUND_4C } from './round-4c';
import { TUNING_SET_ROUND_5A } from './round-5a';
import { TUNING_SET_ROUND_5B } from './round-5b';
import { TUNING_SET_EVERYDAY_CHAT_2 } from './everyday-chat-2';
import { TUNING_SET_ROUND_6 } from './round-6';
import { TUNING_SET_ROUND_7A } from './round-7a';
import { TUNING_SET_ROUND_7B } from './round-7b';
import { TUNING_SET_ROUND_8A } from './round-8a';
import { TUNING_SET_ROUND_8B } from './round-8b';
import { TUNING_SET_ROUND_9 } from './round-9';
import type { LabelledMessage } from '../labelled-message';

/**
 * The tuning set: every language's part, in independently written batches (each later one,
 * `-b` to `-e`, was measured before any pattern was tuned on it: see docs/safety/risk-screen.md). The
 * screen's patterns are tuned on these, never on the held-out set.
 */
export const TUNING_SET: readonly LabelledMessage[] = [
  ...TUNING_SET_EN,
  ...TUNING_SET_ES,
  ...TUNING_SET_PT,
  ...TUNING_SET_FR,
  ...TUNING_SET_DE,
  ...TUNING_SET_IT,
  ...TUNING_SET_RU,
  ...TUNING_SET_UK,
  ...TUNING_SET_TR,
  ...TUNING_SET_ZH,
  ...TUNING_SET_JA,
  ...TUNING_SET_KO,
  ...TUNING_SET_VI,
  ...TUNING_SET_ID,
  ...TUNING_SET_HI,
  ...TUNING_SET_EN_B,
  ...TUNING_SET_EN_C,
  ...TUNING_SET_EN_D,
  ...TUNING_SET_EN_E,
  ...TUNING_SET_ES_B,
  ...TUNING_SET_ES_C,
  ...TUNING_SET_ES_D,
  ...TUNING_SET_PT_B,
  ...TUNING_SET_PT_C,
  ...TUNING_SET_PT_D,
  ...TUNING_SET_FR_B,
  ...TUNING_SET_FR_C,
  ...TUNING_SET_FR_D,
  ...TUNING_SET_DE_B,
  ...TUNING_SET_DE_C,
  ...TUNING_SET_DE_D,
  ...TUNING_SET_IT_B,
  ...TUNING_SET_IT_C,
  ...TUNING_SET_IT_D,
  ...TUNING_SET_RU_B,
  ...TUNING_SET_RU_C,
  ...TUNING_SET_RU_D,
  ...TUNING_SET_UK_B,
  ...TUNING_SET_UK_C,
  ...TUNING_SET_UK_D,
  ...TUNING_SET_TR_B,
  ...TUNING_SET_TR_C,
  ...TUNING_SET_TR_D,
  ...TUNING_SET_ZH_B,
  ...TUNING_SET_ZH_C,
  ...TUNING_SET_ZH_D,
  ...TUNING_SET_JA_B,
  ...TUNING_SET_JA_C,
  ...TUNING_SET_JA_D,
  ...TUNING_SET_KO_B,
  ...TUNING_SET_KO_C,
  ...TUNING_SET_KO_D,
  ...TUNING_SET_VI_B,
  ...TUNING_SET_VI_C,
  ...TUNING_SET_VI_D,
  ...TUNING_SET_ID_B,
  ...TUNING_SET_ID_C,
  ...TUNING_SET_ID_D,
  ...TUNING_SET_HI_B,
  ...TUNING_SET_HI_C,
  ...TUNING_SET_HI_D,
  ...TUNING_SET_WEAK_FAMILIES,
  ...TUNING_SET_ROUND_3,
  ...TUNING_SET_ROUND_3B,
  ...TUNING_SET_ROUND_3C,
  ...TUNING_SET_ROUND_3D,
  ...TUNING_SET_EVERYDAY_CHAT,
  ...TUNING_SET_ROUND_4A,
  ...TUNING_SET_ROUND_4B,
  ...TUNING_SET_ROUND_4C,
  ...TUNING_SET_ROUND_5A,
  ...TUNING_SET_ROUND_5B,
  ...TUNING_SET_EVERYDAY_CHAT_2,
  ...TUNING_SET_ROUND_6,
  ...TUNING_SET_ROUND_7A,
  ...TUNING_SET_ROUND_7B,
  ...TUNING_SET_ROUND_8A,
  ...TUNING_SET_ROUND_8B,
  ...TUNING_SET_ROUND_9,
];
