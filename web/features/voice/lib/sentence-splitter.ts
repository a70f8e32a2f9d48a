/**
 * Cuts a reply that arrives in pieces into whole sentences as soon as each is complete, so the
 * voice can start speaking the first while the rest is still being written. A sentence ends at
 * . ! ? or … (with any closing quote or bracket) followed by white space, or at a line break;
 * "3.5%" or "e.g." mid-word never cut, because no space follows the dot yet.
 */
const SENTENCE = /^([\s\S]*?(?:[.!?…]+["'”’)\]]*(?=\s)|\n))\s*/;

export interface SentenceSplitter {
  /** Adds the next piece; returns the sentences it completed, in order. */
  push(piece: string): string[];
  /** What is left when the reply has ended (a last sentence without a space after it). */
  flush(): string;
}

export function createSentenceSplitter(): SentenceSplitter {
  let pending = '';
  return {
    push(piece) {
      pending += piece;
      const sentences: string[] = [];
      for (let match = SENTENCE.exec(pending); match; match = SENTENCE.exec(pending)) {
        pending = pending.slice(match[0].length);
        const sentence = match[1]!.trim();
        if (sentence !== '') sentences.push(sentence);
      }
      return sentences;
    },
    flush() {
      const rest = pending.trim();
      pending = '';
      return rest;
    },
  };
}
