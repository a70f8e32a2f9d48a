import type { CrisisReplyText } from './reply-text';

/** The crisis reply in Spanish (neutral "tú", for Spain and Latin America alike). */
export const ES_REPLY: CrisisReplyText = {
  forSelf:
    'Me alegra mucho que me lo hayas contado, y siento muchísimo que estés cargando con tanto dolor ahora mismo. Tú importas mucho más que cualquier trade, cualquier pérdida o cualquier número en una pantalla.',
  forOthers:
    'Noto cuánta rabia y cuánto dolor llevas dentro ahora mismo, y me alegra que lo hayas dicho aquí en lugar de actuar. Emociones tan fuertes merecen un apoyo de verdad, ahora mismo.',
  emergencyFirst:
    'Si ya te has hecho daño o estás en peligro ahora mismo, por favor llama ya al {number}, o pídele a alguien que esté cerca de ti que llame.',
  emergencyServices: 'Servicios de emergencia, si alguien está en peligro inmediato',
  reachOut: 'Por favor, habla ahora con alguien que pueda acompañarte a atravesar esto:',
  closing:
    'Soy una IA, no una terapeuta, así que por favor contacta ahora con alguna de estas líneas o con alguien de confianza, y si puedes, quédate cerca de otras personas. Sigo aquí para seguir hablando contigo.',
  panelTitle: 'Hay ayuda para ti, ahora mismo',
};
