import type { LabelledMessage } from '../labelled-message';

/**
 * A labelled message as a row. A fourth element holds the earlier turns: one of the person's (a
 * loss, say), answered by the batch's kind reply, or a list of turns alternating between the person
 * and Thera, oldest first, the person first.
 */
export type Row =
  | readonly [string, LabelledMessage['level'], LabelledMessage['category']]
  | readonly [string, LabelledMessage['level'], LabelledMessage['category'], string | readonly string[]];

/** A row whose earlier turns, if any, are always the whole list (no reply filled in). */
export type ConversationRow = readonly [
  text: string,
  level: LabelledMessage['level'],
  category: LabelledMessage['category'],
  earlier?: readonly string[],
];

function labelled(
  lang: LabelledMessage['lang'],
  [text, level, category]: readonly [string, LabelledMessage['level'], LabelledMessage['category']],
  turns: readonly string[] | undefined,
): LabelledMessage {
  if (!turns) return { text, lang, level, category };
  return {
    text,
    lang,
    level,
    category,
    history: turns.map((content, i) => ({ role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), content })),
  };
}

/**
 * Rows in one language as labelled messages. A row with one earlier turn of the person's gets it
 * as history, answered by `assistantReply`, so the screen reads the message in that context.
 */
export function rowsWithHistory(assistantReply: string) {
  return (lang: LabelledMessage['lang'], list: readonly Row[]): LabelledMessage[] =>
    list.map(([text, level, category, before]) =>
      labelled(lang, [text, level, category], typeof before === 'string' ? [before, assistantReply] : before),
    );
}

/** Rows in one language as labelled messages, each row's earlier turns taken as they are. */
export function rowsWithConversation(
  lang: LabelledMessage['lang'],
  list: readonly ConversationRow[],
): LabelledMessage[] {
  return list.map(([text, level, category, earlier]) => labelled(lang, [text, level, category], earlier));
}

/** One language's rows, where a single earlier turn of the person's is answered by `reply`. */
export const inLanguage =
  (lang: LabelledMessage['lang'], reply: string) =>
  (list: readonly Row[]): LabelledMessage[] =>
    rowsWithHistory(reply)(lang, list);
