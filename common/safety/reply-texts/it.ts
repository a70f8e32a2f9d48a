import type { CrisisReplyText } from './reply-text';

/** The crisis reply in Italian. */
export const IT_REPLY: CrisisReplyText = {
  forSelf:
    'Mi fa davvero piacere che tu me l’abbia detto, e mi dispiace tantissimo che tu stia portando così tanto dolore in questo momento. Tu vali molto più di qualsiasi trade, di qualsiasi perdita o di qualsiasi numero su uno schermo.',
  forOthers:
    'Sento quanta rabbia e quanto dolore ti porti dentro in questo momento, e mi fa piacere che tu l’abbia detto qui invece di agire. Emozioni così forti meritano un sostegno vero, adesso.',
  emergencyFirst:
    'Se hai già fatto qualcosa per farti del male o sei in pericolo adesso, per favore chiama subito il {number}, oppure chiedi a qualcuno vicino a te di chiamarlo.',
  emergencyServices: 'Servizi di emergenza, se qualcuno è in pericolo immediato',
  reachOut: 'Per favore, parla adesso con qualcuno che può aiutarti ad attraversare questo momento:',
  closing:
    'Sono un’intelligenza artificiale, non una psicologa: per favore contatta adesso una di queste linee o una persona di cui ti fidi, e se puoi resta vicino ad altre persone. Io sono ancora qui e possiamo continuare a parlare.',
  panelTitle: 'L’aiuto è qui, adesso',
};
