import type { LabelledMessage } from '../labelled-message';

/** A labelled message as a row; a fourth element is an earlier turn of the person's (a loss). */
export type Row =
  | readonly [string, LabelledMessage['level'], LabelledMessage['category']]
  | readonly [string, LabelledMessage['level'], LabelledMessage['category'], string];

/**
 * Rows in one language as labelled messages. A row with an earlier turn gets it as history,
 * answered by `assistantReply`, so the screen reads the message in that context.
 */
export function rowsWithHistory(assistantReply: string) {
  return (lang: LabelledMessage['lang'], list: readonly Row[]): LabelledMessage[] =>
    list.map(([text, level, category, before]) =>
      before
        ? {
            text,
            lang,
            level,
            category,
            history: [
              { role: 'user' as const, content: before },
              { role: 'assistant' as const, content: assistantReply },
            ],
          }
        : { text, lang, level, category },
    );
}

/** A labelled message as a row; a fourth element holds the earlier turns, oldest first. */
export type ConversationRow = readonly [
  text: string,
  level: LabelledMessage['level'],
  category: LabelledMessage['category'],
  earlier?: readonly string[],
];

/**
 * Rows in one language as labelled messages, each row's earlier turns alternating between the
 * person and Thera, the person first.
 */
export function rowsWithConversation(
  lang: LabelledMessage['lang'],
  list: readonly ConversationRow[],
): LabelledMessage[] {
  return list.map(([text, level, category, earlier]) =>
    earlier
      ? {
          text,
          lang,
          level,
          category,
          history: earlier.map((content, i) => ({
            role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
            content,
          })),
        }
      : { text, lang, level, category },
  );
}
