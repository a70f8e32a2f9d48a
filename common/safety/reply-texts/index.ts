import type { ScreenLanguage } from '../taxonomy';
import type { CrisisReplyText } from './reply-text';
import { EN_REPLY } from './en';
import { ES_REPLY } from './es';
import { PT_REPLY } from './pt';
import { FR_REPLY } from './fr';
import { DE_REPLY } from './de';
import { IT_REPLY } from './it';
import { RU_REPLY } from './ru';
import { UK_REPLY } from './uk';
import { TR_REPLY } from './tr';
import { ZH_REPLY } from './zh';
import { JA_REPLY } from './ja';
import { KO_REPLY } from './ko';
import { VI_REPLY } from './vi';
import { ID_REPLY } from './id';
import { HI_REPLY } from './hi';

/** The crisis reply's words in every language the screen reads. */
export const CRISIS_REPLY_TEXTS: Readonly<Record<ScreenLanguage, CrisisReplyText>> = {
  en: EN_REPLY,
  es: ES_REPLY,
  pt: PT_REPLY,
  fr: FR_REPLY,
  de: DE_REPLY,
  it: IT_REPLY,
  ru: RU_REPLY,
  uk: UK_REPLY,
  tr: TR_REPLY,
  zh: ZH_REPLY,
  ja: JA_REPLY,
  ko: KO_REPLY,
  vi: VI_REPLY,
  id: ID_REPLY,
  hi: HI_REPLY,
};
