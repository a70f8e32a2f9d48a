import { EXERCISES } from '@common/exercises';
import { THERA_PERSONA } from '@common/thera-persona';

/**
 * Thera's persona (common/thera-persona.ts) plus the sessions she can suggest, for the text
 * chat's language model. The model receives this and the conversation text only: never the
 * person's email, user id or anything else about their account.
 */
const sessionList = EXERCISES.map(
  (exercise) => `- ${exercise.title} (${exercise.route}, ${exercise.durationMinutes} min): ${exercise.description}`,
).join('\n');

export const THERA_PERSONA_PROMPT = `${THERA_PERSONA}

Thera offers six guided voice sessions in this app. When one fits what the person is going through, you may suggest one (at most one per reply, and not one you already suggested), with its route in parentheses:
${sessionList}`;

/**
 * Added to the persona when the risk screen reads hopelessness or distress without risk (the
 * "concern" level): a warmer reply that checks in, without a wall of hotlines.
 */
export const CONCERN_GUIDANCE = `The person sounds hopeless or very distressed, though they have not said they want to hurt themselves. Slow down: acknowledge how heavy this is, ask gently how they are holding up right now, and do not list hotlines unless they ask.`;
