import { EXERCISES, type Exercise } from '@common/exercises';
import type { ChatHistoryEntry } from '@common/chat';
import { THERA_WHAT_I_AM } from '@common/thera-persona';
import { COMPANION_THEMES, type CompanionTheme } from './companion-themes';

/**
 * Thera's built-in offline companion (used when no LLM is configured). A
 * listener, not a chatbot pretending to know things: it recognises the theme, reflects what
 * the person said, may suggest one fitting guided session (never the same one twice), and asks
 * one open question. Deterministic: every choice is seeded from the conversation itself.
 */
export function companionReply(message: string, history: readonly ChatHistoryEntry[]): string {
  const text = message.toLowerCase();
  const earlierReplies = history.filter((entry) => entry.role === 'assistant').map((entry) => entry.content);
  const seed = hash(`${history.length}|${message}`);
  const pick = <T>(options: readonly T[], salt: number, avoidIn: readonly string[] = []): T => {
    // Prefer an option Thera has not said yet in this conversation, so the wording varies.
    const fresh = options.filter((option) => !avoidIn.some((reply) => reply.includes(String(option))));
    const pool = fresh.length > 0 ? fresh : options;
    return pool[(seed + salt) % pool.length]!;
  };

  if (IDENTITY.test(text)) return IDENTITY_REPLY;

  const theme = detectTheme(text);
  const rememberedTheme = theme ? undefined : lastThemeIn(history);
  const mirror = mirrorFeeling(message, seed);

  if (!theme) {
    if (GREETING.test(text.trim())) {
      return history.length === 0 ? FIRST_GREETING : pick(RETURNING_GREETINGS, 1, earlierReplies);
    }
    if (THANKS.test(text)) return pick(THANKS_REPLIES, 2, earlierReplies);
  }
  if (!theme && !rememberedTheme) {
    const opening = [mirror, pick(OPEN_ACKNOWLEDGEMENTS, 3, earlierReplies)];
    if (ADVICE.test(text)) opening.push(pick(GENERIC_TIPS, 9, earlierReplies));
    return [...opening, pick(OPEN_QUESTIONS, 4, earlierReplies)].filter(Boolean).join(' ');
  }

  const active = (theme ?? rememberedTheme)!;
  const parts: string[] = [];
  if (theme) {
    parts.push(pick(theme.reflections, 5, earlierReplies));
  } else {
    const continuations = CONTINUATIONS.map((line) => line.replace('{theme}', active.label));
    parts.push(pick(continuations, 6, earlierReplies));
  }
  if (mirror) parts.push(mirror);
  // Asked for help: offer one small, concrete step before anything else.
  if (ADVICE.test(text)) parts.push(pick(active.tips, 9, earlierReplies));
  const session = nextSession(active, earlierReplies);
  // Suggest when the person names a theme for the first time, then only every other time:
  // a companion listens more than it prescribes.
  const mentionsBefore = history.filter(
    (entry) => entry.role === 'user' && detectTheme(entry.content.toLowerCase())?.id === active.id,
  ).length;
  if (session && theme && mentionsBefore % 2 === 0) {
    parts.push(
      pick(SUGGESTIONS, 7)
        .replace('{title}', session.title)
        .replace('{route}', session.route)
        .replace('{minutes}', String(session.durationMinutes)),
    );
  }
  parts.push(pick(active.questions, 8, earlierReplies));
  return parts.join(' ');
}

function detectTheme(text: string): CompanionTheme | undefined {
  let best: { theme: CompanionTheme; score: number } | undefined;
  for (const theme of COMPANION_THEMES) {
    const matches = globalPatterns(theme).reduce((sum, pattern) => sum + (text.match(pattern)?.length ?? 0), 0);
    const score = matches * (theme.weight ?? 1);
    // Ties keep the earlier theme: the list is ordered by what usually sits underneath.
    if (score > 0 && (!best || score > best.score)) best = { theme, score };
  }
  return best?.theme;
}

// Compiled once: counting matches needs the global flag, and compiling per message costs time.
const GLOBAL_PATTERNS = new Map<CompanionTheme, RegExp[]>();
function globalPatterns(theme: CompanionTheme): RegExp[] {
  let compiled = GLOBAL_PATTERNS.get(theme);
  if (!compiled) {
    compiled = theme.patterns.map((pattern) => new RegExp(pattern.source, 'g'));
    GLOBAL_PATTERNS.set(theme, compiled);
  }
  return compiled;
}

function lastThemeIn(history: readonly ChatHistoryEntry[]): CompanionTheme | undefined {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const entry = history[i]!;
    if (entry.role !== 'user') continue;
    const theme = detectTheme(entry.content.toLowerCase());
    if (theme) return theme;
  }
  return undefined;
}

function nextSession(theme: CompanionTheme, earlierReplies: readonly string[]): Exercise | undefined {
  const suggested = (exercise: Exercise) => earlierReplies.some((reply) => reply.includes(`(${exercise.route})`));
  return theme.sessions
    .map((slug) => EXERCISES.find((exercise) => exercise.slug === slug)!)
    .find((exercise) => !suggested(exercise));
}

/**
 * "I feel completely lost" -> "You said you feel completely lost." A short, pronoun-swapped
 * echo of the person's own words, so the reply is about them and not about a keyword.
 */
function mirrorFeeling(message: string, seed: number): string | undefined {
  const match = message.match(
    /\bI(?:'m| am)? (?:just |really |so |still |kind of |kinda |honestly )?(?:feel(?:ing)?|felt) ([^.,;!?\n]{2,60})/i,
  );
  if (!match) return undefined;
  const words = match[1]!.trim().split(/\s+/);
  // A long clause echoed back reads like a parrot; a short one reads like listening.
  if (words.length > 12) return undefined;
  const swapped = words.map((word) => SWAPS[word.toLowerCase()] ?? word).join(' ');
  const tense = /felt/i.test(match[0]) ? 'felt' : 'feel';
  const variants = [
    `You said you ${tense} ${swapped}, and that matters.`,
    `You said you ${tense} ${swapped}. Thank you for naming it.`,
  ];
  return variants[seed % variants.length];
}

const SWAPS: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  myself: 'yourself',
  mine: 'yours',
  am: 'are',
  "i'm": "you're",
};

function hash(text: string): number {
  // FNV-1a: small, stable across runs and platforms.
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

const IDENTITY =
  /\b(?:are you (?:a |an )?(?:real|human|person|bot|ai|robot|therapist)|who are you|what are you|what can you do)\b/;
const IDENTITY_REPLY = `${THERA_WHAT_I_AM} I can't diagnose anything, but I can listen, help you sort through what's going on, and guide you through one of six short sessions, like the 5-Minute Breathing Exercise (/breathing-exercise) or Decision Clarity (/decision-clarity). What's on your mind today?`;

const GREETING =
  /^(?:hi|hey|hello|yo|gm|good (?:morning|afternoon|evening)|hi thera|hey thera|hello thera)\b[\s!.,a-z]{0,20}$/;
const FIRST_GREETING =
  "Hi, I'm Thera, an AI companion here to listen, whatever the market is doing. How are you feeling today, really?";
const RETURNING_GREETINGS = [
  "Hey again. I'm here. What's on your mind right now?",
  'Hello. Take your time: how are you doing at this moment?',
];

const ADVICE =
  /\b(?:what (?:should|can|do) i do|what now|any (?:advice|tips?)|how (?:do|can|should) i (?:stop|deal|cope|handle|calm|get)|help me)\b/;

const THANKS = /\b(?:thanks|thank you|thx|ty|appreciate it|that helped|helpful)\b/;
const THANKS_REPLIES = [
  "I'm glad that helped. Is there anything else sitting with you that you'd like to talk through?",
  'Thank you for sharing it with me. How are you feeling now, compared with when we started?',
];

const OPEN_ACKNOWLEDGEMENTS = [
  "Thank you for telling me. I'd like to understand it better.",
  "I'm listening, and there's no rush.",
  "I'm glad you put it into words; that's often the first step to it feeling lighter.",
];
const GENERIC_TIPS = [
  'A good first step is often a pause: ten minutes away from the screen and a few slow breaths, before deciding anything.',
  'Sometimes it helps to write the situation down in three lines: what happened, how you feel, and what is actually in your control.',
];
const OPEN_QUESTIONS = [
  'What has been on your mind most today?',
  'How has this been affecting you, outside the charts?',
  'What would feel most helpful to talk about right now?',
];

const CONTINUATIONS = [
  "I'm still holding on to what you shared about {theme}.",
  'Thank you for staying with this. It sounds connected to {theme}.',
  'That helps me understand {theme} a little better.',
];

const SUGGESTIONS = [
  'If you would like some structure, the {title} session ({route}) takes about {minutes} minutes and could help.',
  'When you feel ready, {title} ({route}) is a {minutes}-minute session with me that fits this well.',
  'One thing that might help is a short guided session: {title} ({route}), about {minutes} minutes.',
];
