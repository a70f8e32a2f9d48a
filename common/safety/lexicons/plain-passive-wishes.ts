import type { ScreenLanguage } from '../taxonomy';
import type { RiskRule } from './lexicon';

/**
 * Passive wishes in their plainest forms, in the languages whose rules missed them (tuning round
 * 9; docs/safety/risk-screen.md, "Tuning round 9"). Mostly the conditional wish:
 * 1. "if ... I don't wake up" followed, within a few words, by relief or indifference ("nobody
 *    would notice", "good riddance"). Not waking up in time, early or before a given hour is an
 *    alarm clock, not a wish: the word right after the verb rules those out.
 * 2. "would be better off without a <someone> like me" (plain "better off without me" is in each
 *    lexicon already).
 * 3. falling asleep "and everything stopping".
 * Then Spanish "I'd rather be dead" and "it would be easier if I died", and Chinese "I wish I had
 * never been born" in both scripts. Patterns run on normalised text (normalise-text.ts). Cyrillic
 * has no `\b`: words are bounded by spaces.
 */
const re = (source: string) => new RegExp(source);
/** A few words of anything between two parts of a pattern. */
const GAP = String.raw`(?: \S+){0,6}`;
/** Cyrillic word start and end. */
const C = '(?:^| )';
const E = '(?= |$)';

export const PLAIN_PASSIVE_WISH_RULES: Readonly<Partial<Record<ScreenLanguage, readonly RiskRule[]>>> = {
  fr: [
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\bsi (?:\S+ ){0,3}je (?:ne )?me reveill(?:e|ais|erais?) (?:pas|plus|jamais)\b(?! (?:a temps|a lheure|tot|assez tot|avant|en forme|pour))${GAP} (?:ce (?:ne )?serait pas (?:plus )?mal|ca (?:ne )?serait pas (?:plus )?mal|personne (?:ne )?(?:le )?(?:remarquerait|verrait|saurait|sen rendrait compte)|(?:ca|ce) (?:ne )?(?:changera|changerait) rien|bon debarras|tant mieux|ce serait (?:un soulagement|mieux|bien)|(?:ca|ce) (?:ne )?serait pas une perte|personne (?:ne )?(?:me )?regretterait)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:serait|seraient|seront|sera|vivrait|vivraient) (?:bien |tellement )?mieux sans (?:un |une )?(?:\S+ )?comme moi\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:mendormir|sendormir|dormir) (?:\S+ ){0,2}et que tout (?:sarrete|sarrette|soit fini|se termine|finisse|sacheve)\b`,
      ),
    },
  ],
  es: [
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\bsi (?:\S+ ){0,4}no (?:me )?(?:despierto|despertara|despertase|amanezco|amaneciera|amaneciese)\b(?! (?:temprano|a tiempo|pronto|antes|a las|para|con))${GAP} (?:no pasaria nada|tampoco pasaria nada|nadie (?:lo )?(?:notaria|notara|extranaria|se daria cuenta)|seria un alivio|seria mejor|mejor para todos|tanto mejor|no seria (?:tan )?(?:malo|grave))\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:estaria|estarian|estara|estaran|viviria|vivirian) (?:mucho )?mejor sin (?:un |una )?(?:\S+ )?como yo\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:dormirme|dormir) (?:\S+ ){0,2}y que todo (?:se acabe|se termine|termine|acabe|se acabara|se terminara)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:preferiria|preferiria mil veces) estar muert[oa]s?\b(?! de (?:risa|cansancio|hambre|sueno|frio|calor|miedo|aburrimiento|verguenza))|\bseria (?:mas facil|mejor|mas sencillo)(?: para todos)? si (?:me muriera|me muero|muriera|me fuera para siempre)\b`,
      ),
    },
  ],
  it: [
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\bse (?:\S+ ){0,4}non mi (?:svegliassi|sveglio|svegliero|risvegliassi)\b(?! (?:in tempo|presto|prima|alle|per))${GAP} (?:non sarebbe (?:un problema|male|una perdita|grave)|nessuno (?:se ne )?(?:accorgerebbe|noterebbe)|pazienza|sarebbe (?:meglio|un sollievo)|tanto meglio|non cambierebbe (?:niente|nulla))\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:starebbe|starebbero|vivrebbe|vivrebbero|sarebbe|sarebbero) (?:molto )?meglio senza (?:un |una )?(?:\S+ )?come me\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`\b(?:addormentarmi|dormire) (?:\S+ ){0,2}e che tutto (?:finisse|finisca|sia finito|si fermi|si fermasse)\b`,
      ),
    },
  ],
  zh: [
    {
      category: 'passive-wish',
      pattern: re('(?:希望|宁愿|寧願|但愿|但願)我?(?:从来|從來)?(?:没|沒)有?(?:出生|生下来|生下來|被生下来|被生下來)'),
    },
  ],
  uk: [
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`${C}(?:якби|якщо) (?:\S+ ){0,3}не (?:прокинувся|прокинулася|прокинулась|прокинусь|прокинуся)${E}(?! (?:вчасно|о |до |рано))${GAP} (?:було б (?:непогано|добре|краще|легше)|ніхто (?:й |і |б )?не (?:помітить|помітив|засумує|сумуватиме)|нічого (?:б )?не (?:зміниться|змінилось|змінилося)|то й добре|ну і добре)${E}`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`${C}(?:були б|було б|буде|будуть|жилося б|жили б) (?:\S+ )?(?:краще|щасливіш\S*|легше) без (?:такого |такої )?(?:\S+ )?як я${E}`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`${C}(?:заснути|уснути) (?:\S+ )?і (?:щоб|шоб) (?:усе|все) (?:скінчилось|скінчилося|закінчилось|закінчилося|припинилось)${E}`,
      ),
    },
  ],
  ru: [
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`${C}если (?:\S+ ){0,3}не (?:проснулся|проснулась|проснусь)${E}(?! (?:вовремя|к |до |рано))${GAP} (?:было бы (?:неплохо|хорошо|лучше|легче)|никто (?:и |бы )?не (?:заметит|заметил|расстроится)|ничего (?:бы )?не (?:изменится|изменилось)|ну и хорошо|туда и дорога)${E}`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`${C}(?:было бы|были бы|будет|будут|жилось бы|жили бы) (?:\S+ )?(?:лучше|счастливее|легче) без (?:такого |такой )?(?:\S+ )?как я${E}`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: re(
        String.raw`${C}(?:уснуть|заснуть) (?:\S+ )?и (?:чтобы|чтоб) (?:все) (?:закончилось|кончилось|прекратилось)${E}`,
      ),
    },
  ],
};
