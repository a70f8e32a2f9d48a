import type { LabelledMessage } from './labelled-message';

type Level = LabelledMessage['level'];
type Category = LabelledMessage['category'];
type History = LabelledMessage['history'];
type Lang = LabelledMessage['lang'];
/**
 * A row of the blind held-out sets 7, 8 and 9: a message, its level and category, and optionally its
 * earlier turns. Shared so that each set file holds only its messages; their writers copied
 * these helpers into each file, which held no other code.
 */
export type Row = readonly [string, Level, Category] | readonly [string, Level, Category, History];

/** Earlier turns, oldest first, alternating user and assistant and starting with the user. */
export function turns(...lines: readonly string[]): History {
  return lines.map((content, index) => ({ role: index % 2 === 0 ? 'user' : 'assistant', content }));
}

/** One language's rows as labelled messages. */
export function inLanguage(lang: Lang, rows: readonly Row[]): LabelledMessage[] {
  return rows.map((row) =>
    row.length === 4
      ? { text: row[0], lang, level: row[1], category: row[2], history: row[3] }
      : { text: row[0], lang, level: row[1], category: row[2] },
  );
}
