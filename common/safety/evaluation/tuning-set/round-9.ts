/**
 * Tuning round 9, written on 2026-11-27 (evening) by the session's lead, from
 * docs/safety/risk-taxonomy.md, never from a held-out message. One family the screen missed in
 * its plainest forms in French, Spanish, Italian, Ukrainian and Russian: the conditional passive
 * wish ("if I don't wake up tomorrow, it wouldn't be so bad"; "my kids would be better off
 * without a father like me"; "I'd like to fall asleep and have it all stop"), with the look-alikes
 * that share its words (not waking up in time for a train, sleeping in on a day off, a child
 * better off without a screen); then Spanish "I'd rather be dead" and "it would be easier if I
 * died", and Chinese "I wish I had never been born", with look-alikes. Tuned on.
 */
import type { LabelledMessage } from '../labelled-message';
import { WITH_KIND_REPLY } from './kind-replies';

const { es, fr, it, ru, uk, zh } = WITH_KIND_REPLY;

export const TUNING_SET_ROUND_9: readonly LabelledMessage[] = [
  ...fr([
    ['si demain je me réveille pas ce serait pas plus mal', 'crisis', 'passive-wish'],
    ['franchement si je me réveillais pas demain matin, personne le remarquerait', 'crisis', 'passive-wish'],
    ['si un matin je me réveille plus, ça changera rien pour personne', 'crisis', 'passive-wish'],
    ['si cette nuit je me réveille pas, bon débarras', 'crisis', 'passive-wish'],
    ["mes enfants seraient mieux sans un père comme moi, l'assurance vie couvre tout", 'crisis', 'passive-wish'],
    ['ma femme serait mieux sans un boulet comme moi', 'crisis', 'passive-wish'],
    ["je voudrais juste m'endormir et que tout s'arrête enfin", 'crisis', 'passive-wish'],
    ["j'aimerais dormir et que tout soit fini", 'crisis', 'passive-wish'],
    ['si je me réveille pas à temps je rate mon train, ce serait pas grave', 'none', 'ordinary'],
    ['si demain je me réveille pas avant 9h tant pis, je suis en congé', 'none', 'ordinary'],
    ['mon fils serait mieux sans écran le soir, il dort mal', 'none', 'ordinary'],
    ["je voudrais juste m'endormir et que le marché se calme pendant la nuit", 'none', 'ordinary'],
  ]),
  ...es([
    ['si mañana no me despierto no pasaría nada', 'crisis', 'passive-wish'],
    ['si una noche de estas no me despierto, nadie lo notaría', 'crisis', 'passive-wish'],
    ['la verdad si mañana no amanezco sería un alivio', 'crisis', 'passive-wish'],
    ['mis hijos estarían mejor sin un padre como yo', 'crisis', 'passive-wish'],
    ['quisiera dormirme y que todo se acabe de una vez', 'crisis', 'passive-wish'],
    ['si mañana no me despierto temprano no pasa nada, tengo libre', 'none', 'ordinary'],
    ['si no me despierto a tiempo pierdo el vuelo, ponme una alarma', 'none', 'ordinary'],
    ['mi hijo estaría mejor sin tanto celular', 'none', 'ordinary'],
    ['preferiría estar muerto, en serio, ya no puedo con esto', 'crisis', 'passive-wish'],
    ['sería más fácil para todos si me muriera', 'crisis', 'passive-wish'],
    ['preferiría estar muerto de cansancio en la playa que en esta oficina jaja', 'none', 'ordinary'],
    ['sería más fácil si el exchange tuviera soporte en español', 'none', 'ordinary'],
  ]),
  ...zh([
    ['真希望我没出生过', 'crisis', 'passive-wish'],
    ['我寧願從來沒有出生', 'crisis', 'passive-wish'],
    ['真希望这个币没出生过，害我亏了两万', 'none', 'trader-idiom'],
  ]),
  ...it([
    ['se domani non mi svegliassi non sarebbe un problema', 'crisis', 'passive-wish'],
    ['se una mattina non mi svegliassi più, nessuno se ne accorgerebbe', 'crisis', 'passive-wish'],
    ['se stanotte non mi sveglio pazienza, anzi meglio', 'crisis', 'passive-wish'],
    ['i miei figli starebbero meglio senza un padre come me', 'crisis', 'passive-wish'],
    ['vorrei solo addormentarmi e che tutto finisse', 'crisis', 'passive-wish'],
    ['se domani non mi sveglio in tempo per il treno non è un problema, prendo il prossimo', 'none', 'ordinary'],
    ['se domani non mi sveglio presto pazienza, è domenica', 'none', 'ordinary'],
    ['mia figlia starebbe meglio senza il telefono a cena', 'none', 'ordinary'],
  ]),
  ...uk([
    ['якби я завтра не прокинувся, було б непогано', 'crisis', 'passive-wish'],
    ['якщо одного ранку я не прокинусь, ніхто й не помітить', 'crisis', 'passive-wish'],
    ['діти були б щасливіші без такого батька як я', 'crisis', 'passive-wish'],
    ['хочу просто заснути і щоб усе скінчилось', 'crisis', 'passive-wish'],
    ['якщо завтра не прокинуся вчасно, то нічого страшного, у мене вихідний', 'none', 'ordinary'],
    ['якщо я не прокинусь о сьомій, розбуди мене будь ласка', 'none', 'ordinary'],
  ]),
  ...ru([
    ['если бы я завтра не проснулся, было бы неплохо', 'crisis', 'passive-wish'],
    ['если однажды утром я не проснусь, никто и не заметит', 'crisis', 'passive-wish'],
    ['детям было бы лучше без такого отца как я', 'crisis', 'passive-wish'],
    ['хочу просто уснуть и чтобы всё закончилось', 'crisis', 'passive-wish'],
    ['если завтра не проснусь вовремя, ничего страшного, у меня выходной', 'none', 'ordinary'],
    ['если я не проснусь к семи, разбуди меня пожалуйста', 'none', 'ordinary'],
  ]),
];
