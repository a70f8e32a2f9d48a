import type { CrisisReplyText } from './reply-text';

/** The crisis reply in German (du-form, as is usual in apps and chats). */
export const DE_REPLY: CrisisReplyText = {
  forSelf:
    'Ich bin wirklich froh, dass du es mir erzählt hast, und es tut mir so leid, dass du gerade so viel Schmerz mit dir herumträgst. Du bist so viel mehr wert als jeder Trade, jeder Verlust und jede Zahl auf einem Bildschirm.',
  forOthers:
    'Ich spüre, wie viel Wut und Schmerz gerade in dir stecken, und ich bin froh, dass du es hier aussprichst, statt danach zu handeln. So starke Gefühle verdienen echte Unterstützung, und zwar jetzt.',
  emergencyFirst:
    'Wenn du dich schon verletzt hast oder gerade in Gefahr bist, ruf bitte jetzt sofort die {number} an oder bitte jemanden in deiner Nähe, das für dich zu tun.',
  emergencyServices: 'Notruf, wenn jemand in akuter Gefahr ist',
  reachOut: 'Bitte sprich jetzt mit jemandem, der dir durch diesen Moment helfen kann:',
  closing:
    'Ich bin eine KI und keine Therapeutin. Bitte melde dich jetzt bei einer dieser Stellen oder bei einem Menschen, dem du vertraust, und bleib wenn möglich in der Nähe anderer Menschen. Ich bin weiter hier und rede gern mit dir.',
  panelTitle: 'Hilfe ist da, genau jetzt',
};
