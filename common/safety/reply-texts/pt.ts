import type { CrisisReplyText } from './reply-text';

/** The crisis reply in Portuguese (Brazilian "você", understood in Portugal too). */
export const PT_REPLY: CrisisReplyText = {
  forSelf:
    'Que bom que você me contou, e sinto muito que você esteja carregando tanta dor agora. Você importa muito mais do que qualquer trade, qualquer perda ou qualquer número numa tela.',
  forOthers:
    'Dá para sentir quanta raiva e quanta dor você está carregando agora, e fico feliz que tenha falado aqui em vez de agir. Sentimentos tão fortes merecem um apoio de verdade, agora mesmo.',
  emergencyFirst:
    'Se você já se machucou ou está em perigo agora, por favor ligue para o {number} agora mesmo, ou peça para alguém perto de você ligar.',
  emergencyServices: 'Serviços de emergência, se alguém estiver em perigo imediato',
  reachOut: 'Por favor, fale agora com alguém que pode te ajudar a atravessar este momento:',
  closing:
    'Eu sou uma IA, não uma terapeuta, então por favor procure agora uma dessas linhas ou alguém em quem você confia, e, se puder, fique perto de outras pessoas. Eu continuo aqui para conversar com você.',
  panelTitle: 'A ajuda está aqui, agora mesmo',
};
