import type { ExerciseSlug } from '@common/exercises';

/**
 * What the offline companion knows about this audience: the themes traders bring to Thera,
 * how to recognise them, how to reflect them back, the open questions worth asking, and the
 * guided sessions that fit. Written in Thera's voice: warm, brief, practical, no diagnosis.
 */
export type ThemeId =
  | 'losses'
  | 'revenge'
  | 'fomo'
  | 'sleep'
  | 'burnout'
  | 'anxiety'
  | 'anger'
  | 'loneliness'
  | 'relationships'
  | 'low-mood'
  | 'good-day';

export interface CompanionTheme {
  id: ThemeId;
  /** How Thera refers back to it later ("what you said about ..."). */
  label: string;
  patterns: RegExp[];
  reflections: string[];
  questions: string[];
  /** Fitting sessions, best first; each is suggested at most once per conversation. */
  sessions: ExerciseSlug[];
  /** Small, practical next steps, offered when the person asks what to do. */
  tips: string[];
  /** Named feelings outweigh circumstances when both appear ("angry ... they rugged us"). */
  weight?: number;
}

export const COMPANION_THEMES: readonly CompanionTheme[] = [
  {
    id: 'losses',
    label: 'the losses',
    patterns: [
      /\b(?:lost|losing|loss|losses|rekt|liquidat\w*|rugged|rug ?pull\w*|drawdown|dump(?:ed)?|underwater|wiped out|blew up|margin call\w*|in the red|red day|bag ?holding|down \d+ ?%|-\d+ ?%)/,
    ],
    reflections: [
      'A loss like that lands in the body as much as in the account, and it makes sense that it is still with you.',
      'That sounds like a hard hit. Losing money you worked for stings, and the sting says you care, not that you are failing.',
      'Watching a position go against you is exhausting, and it is natural to keep replaying it afterwards.',
    ],
    questions: [
      'What is weighing on you most right now: the money itself, or what the loss seems to say about you?',
      'When you think about the loss, what feeling shows up first?',
      'What would help you feel even a little steadier tonight?',
    ],
    sessions: ['resilience-building', 'crypto-stress-release', 'breathing-exercise'],
    tips: [
      'One small step: close the app for the rest of today and write down the loss as a number, once, instead of replaying it in your head.',
      'It can help to set one rule for the next 24 hours, like no new positions, so the loss cannot make decisions for you.',
    ],
  },
  {
    id: 'revenge',
    label: 'wanting to win it back',
    patterns: [
      /\b(?:revenge|win it back|make it back|get it back|earn it back|double(?:d)? down|overtrad\w*|tilt(?:ed)?|one more trade|chas(?:e|ing) (?:my |the )?loss\w*)/,
    ],
    reflections: [
      'That pull to win it back right away is one of the most human things in trading, and it usually speaks louder the more a loss hurts.',
      'It sounds like the urge to make it back is steering more than you would like it to.',
      'Trading to undo a loss often feels like taking control, even when part of you knows it is the loss doing the trading.',
    ],
    questions: [
      'What do you notice in your body right before you place a trade to make it back?',
      'If you stepped away from the screen for an hour, what do you think would happen to that urge?',
      'What would your calmest self say about the next trade?',
    ],
    sessions: ['decision-clarity', 'breathing-exercise', 'resilience-building'],
    tips: [
      'A practical step: before any trade today, wait ten minutes and take five slow breaths. If the urge is still there, write down why you are taking it.',
      'Some traders set a daily loss limit and step away once it is reached; the next trade is never the one that fixes the last.',
    ],
  },
  {
    id: 'fomo',
    label: 'the FOMO',
    patterns: [
      /\b(?:fomo\w*|missed (?:the|out|that|it)|miss(?:ing)? out|everyone (?:is|else) (?:making|getting|up)|without me|chas(?:e|ing) (?:the |a )?pump|aped|bought the top|buy the top)/,
    ],
    reflections: [
      'Watching something run without you is its own kind of pain, and the fear of missing the next one can feel urgent.',
      'FOMO has a way of making every green candle feel like a verdict on you. It is not one.',
      'It sounds like the market is moving faster than you feel comfortable with, and that squeeze is real.',
    ],
    questions: [
      'What story does the FOMO tell you about what happens if you miss this one?',
      'How do you usually feel an hour after a trade you jumped into?',
      'What would a plan you trust say about this move?',
    ],
    sessions: ['decision-clarity', 'mindfulness-meditation'],
    tips: [
      'Try writing down your entry, exit and size before you buy; if you cannot, that is the FOMO talking, not the plan.',
      'Muting price alerts for a few hours can take the urgency down a notch; the market will still be there.',
    ],
  },
  {
    id: 'sleep',
    label: 'your sleep',
    patterns: [
      /\b(?:sleep\w*|slept|sleepless|insomnia|awake|[1-5] ?am\b|all night|nightmares?|can'?t rest|up at night)/,
    ],
    reflections: [
      'Charts at night and a tired body are a rough mix; when the market never closes, it is hard to let yourself close either.',
      'Losing sleep over the market wears down everything else, so it makes sense you are feeling it.',
      'Lying awake with prices in your head is exhausting, and it is not a lack of discipline, it is a nervous system that has not switched off.',
    ],
    questions: [
      'What usually runs through your mind when you are lying awake?',
      'What does the last hour before bed look like for you right now?',
      'What would you like the nights to feel like instead?',
    ],
    sessions: ['breathing-exercise', 'mindfulness-meditation'],
    tips: [
      'One thing to try tonight: put the phone in another room an hour before bed and set your alerts to the morning.',
      'If you wake up, try breathing out longer than you breathe in, four counts in and six out, instead of reaching for the charts.',
    ],
  },
  {
    id: 'burnout',
    weight: 1.2,
    label: 'feeling burned out',
    patterns: [
      /\b(?:burn(?:ed|t)? ?out|exhausted|drained|no energy|tired of|screen time|charts all day|can'?t focus|unmotivated|no motivation|running on empty|grind)/,
    ],
    reflections: [
      'It sounds like you have been running on empty for a while, and that kind of tired does not go away with one good trade.',
      'Being drained like this is a signal worth listening to, not a weakness to push through.',
      'When trading starts to feel like a grind that never ends, it makes sense that the spark fades.',
    ],
    questions: [
      'When did trading last feel good to you, and what was different then?',
      'What is one thing outside the charts that gives you energy back?',
      'What would a real break look like for you this week?',
    ],
    sessions: ['motivation-thera', 'mindfulness-meditation', 'crypto-stress-release'],
    tips: [
      'A small step: pick one block of the day with no charts at all, and protect it like a meeting.',
      'Rest is part of the work. Even one full day off the screens can reset more than you expect.',
    ],
  },
  {
    id: 'anxiety',
    weight: 1.2,
    label: 'the anxiety',
    patterns: [
      /\b(?:anxious|anxiety|panic\w*|nervous|worr(?:y|ied|ying)|stress(?:ed|ful)?|overwhelm\w*|on edge|heart (?:is )?racing|can'?t stop checking|checking (?:the |my )?(?:price|prices|charts?|phone))/,
    ],
    reflections: [
      'That sounds stressful, and carrying open positions can keep your whole body on alert.',
      'It makes sense to feel on edge when so much feels out of your hands.',
      'Anxiety tends to shrink the world down to the next candle, and that is an exhausting place to live.',
    ],
    questions: [
      'Where do you feel the stress most in your body right now?',
      'What is the worry saying, if you put it into one sentence?',
      'What is one thing within your control in the next hour?',
    ],
    sessions: ['breathing-exercise', 'crypto-stress-release', 'mindfulness-meditation'],
    tips: [
      'Right now, try this: breathe in for four counts, hold for four, out for six, three times, and notice your shoulders drop.',
      'Writing down the worst case and what you would actually do about it often makes the worry smaller and more concrete.',
    ],
  },
  {
    id: 'anger',
    weight: 1.2,
    label: 'the anger',
    patterns: [
      /\b(?:angry|anger|furious|mad at|so mad|rage|pissed|frustrat\w*|annoyed|scammed|betrayed|hate (?:this|the|that|it))/,
    ],
    reflections: [
      'Anger after something like that is understandable; it often shows up when something we care about feels unfair.',
      'It sounds like a lot of frustration is sitting with you right now, and it deserves somewhere to go that is not the next trade.',
      'Being that frustrated is tiring. Your anger makes sense, even if acting on it right now might not serve you.',
    ],
    questions: [
      'What part of it feels most unfair to you?',
      'What usually helps the anger cool down enough for you to think clearly?',
      'If the anger could speak, what would it want you to know?',
    ],
    sessions: ['crypto-stress-release', 'breathing-exercise'],
    tips: [
      'Before you do anything with that anger, move your body for a few minutes: a walk, stairs, anything away from the screen.',
      'Try writing the message you want to send, then do not send it. It lets the anger out without costing you anything.',
    ],
  },
  {
    id: 'loneliness',
    weight: 1.2,
    label: 'feeling alone with it',
    patterns: [
      /\b(?:lonely|loneliness|alone|isolat\w*|no one (?:understands|gets|to talk)|nobody (?:understands|gets|to talk)|no friends|by myself|can'?t tell anyone)/,
    ],
    reflections: [
      'Carrying the ups and downs on your own is heavy, especially when the people around you do not see what it takes.',
      'It sounds lonely, holding all of this without someone who really gets it.',
      'Trading can be a strangely isolating thing: all that noise online, and still no one to talk to about how it actually feels.',
    ],
    questions: [
      'Who in your life would you like to be able to talk to about this?',
      'What would you want someone to understand about what you are going through?',
      'When did you last feel really connected to someone?',
    ],
    sessions: ['motivation-thera', 'mindfulness-meditation'],
    tips: [
      'One small step: message one person today, not about crypto, just to say hi.',
      'Community spaces can help, but so can one real conversation. Is there someone you have not talked to in a while?',
    ],
  },
  {
    id: 'relationships',
    label: 'what is happening with the people close to you',
    weight: 1.2,
    patterns: [
      /\b(?:broke up|break ?up|left me|divorce|my (?:wife|husband|partner|girlfriend|boyfriend|family|parents?) (?:is|are|was|were|thinks?|keeps?|doesn'?t|don'?t|hates?|found)|fight(?:ing)? with my|argu(?:e|ing|ment) with)/,
    ],
    reflections: [
      'Trouble with the people closest to you hurts in a different place than any trade does.',
      'That sounds painful, and it makes sense if the charts have become somewhere to hide from it.',
      'When things are strained at home, everything else, trading included, gets heavier.',
    ],
    questions: [
      'What do you wish they understood about what you are going through?',
      'How are you looking after yourself while this is going on?',
      'What would a good conversation with them sound like?',
    ],
    sessions: ['mindfulness-meditation', 'motivation-thera'],
    tips: [
      'If you can, pick a calm moment, away from screens, and start with how you feel rather than with the numbers.',
      'It can help to set trading aside for a day while this is raw, so one pain does not feed the other.',
    ],
  },
  {
    id: 'low-mood',
    label: 'how low you have been feeling',
    weight: 1.2,
    patterns: [
      /\b(?:sad|down lately|feel(?:ing)? down|depressed|hopeless|empty|numb|worthless|failure|stupid|useless|pointless|miserable|crying)\b/,
    ],
    reflections: [
      'That sounds really heavy, and I am glad you said it out loud instead of carrying it alone.',
      'Feeling that low takes a lot out of a person. It is not a verdict on who you are.',
      'It makes sense that everything feels flat right now; hard stretches do that.',
    ],
    questions: [
      'How long have you been feeling this way?',
      'What has helped you, even a little, on days like this before?',
      'Who knows how you have been feeling lately?',
    ],
    sessions: ['resilience-building', 'motivation-thera'],
    tips: [
      'On days like this, small is enough: a glass of water, a short walk, a message to someone you trust.',
      'If this low has lasted a couple of weeks or more, talking to a doctor or counsellor can really help; you deserve that support.',
    ],
  },
  {
    id: 'good-day',
    label: 'the good day you had',
    patterns: [
      /\b(?:good day|great day|green day|stuck to (?:my|the) plan|followed (?:my|the) plan|took (?:some )?profits?|proud|win(?:ning)? streak|happy|feeling good|feel good|went well|calm today|relieved|feel(?:ing)? (?:a (?:bit|little|lot) )?(?:better|calmer|lighter))/,
    ],
    reflections: [
      'That is really good to hear, and worth pausing on rather than rushing past.',
      'Nice. Days like this are worth noticing, especially the part that came from your own choices.',
      'I love hearing that. Noticing when things ease up is a skill in itself, and worth a moment.',
    ],
    questions: [
      'What did you do differently today that you want to keep?',
      'How does it feel in your body to have a day like this?',
      'What helped you stay steady today?',
    ],
    sessions: ['motivation-thera', 'mindfulness-meditation'],
    tips: [
      'Write down what went right today in one or two lines; on harder days it is good to have proof that you can do this.',
      'It is worth celebrating the process, not only the profit: you stuck to what you decided.',
    ],
  },
];
