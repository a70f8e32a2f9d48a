import type { CrisisReplyText } from './reply-text';

/** The crisis reply in French (tutoiement: Thera speaks to the person as a close friend would). */
export const FR_REPLY: CrisisReplyText = {
  forSelf:
    "Merci de me l'avoir dit, vraiment. Je suis désolée que tu portes autant de douleur en ce moment. Tu comptes bien plus que n'importe quel trade, n'importe quelle perte ou n'importe quel chiffre sur un écran.",
  forOthers:
    "J'entends toute la colère et toute la douleur que tu portes en ce moment, et je suis contente que tu l'aies dit ici plutôt que d'agir. Des émotions aussi fortes méritent un vrai soutien, tout de suite.",
  emergencyFirst:
    "Si tu t'es déjà fait du mal ou si tu es en danger en ce moment, appelle le {number} maintenant, ou demande à quelqu'un près de toi de le faire.",
  emergencyServices: "Services d'urgence, si quelqu'un est en danger immédiat",
  reachOut: "Parle dès maintenant à quelqu'un qui peut t'aider à traverser ce moment :",
  closing:
    "Je suis une IA, pas une thérapeute : contacte l'une de ces lignes ou une personne de confiance dès maintenant, et reste près d'autres personnes si tu peux. Je suis toujours là pour continuer à parler avec toi.",
  panelTitle: "De l'aide est là, maintenant",
};
