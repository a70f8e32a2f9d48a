import { topLevelAlternatives, walkStructure } from '../rule-gate';

/**
 * Splits a concept pattern into several smaller patterns that together match what it matches.
 *
 * Why: V8 compiles a regular expression on its first use, and the cost grows faster than the
 * pattern: the English `target` concept (104 alternatives, 4 KB) took 28 ms to compile, on the
 * first message that needed it. Cut into pieces of a few hundred characters, each piece compiles
 * in well under a millisecond, and the screen's literal gates (literal-gate.ts) let a piece run,
 * and so compile, only when the message holds one of its words: most pieces never compile at all.
 *
 * Only a pattern of the form `before(?:a|b|c)after` (any of whose parts may be empty, and which
 * may itself be one of several top-level alternatives) is split, at the alternatives of its
 * largest unquantified group. For a yes/no test that is exact: "before (a or b) after" somewhere
 * in a text means "before a after" or "before b after" somewhere in it. Patterns with
 * backreferences or stateful flags are left whole.
 */

/** Each piece's alternatives add up to about this many characters of pattern source (120 measured cheaper on first use than 240 or 480: bench/RESULTS.md). */
const PIECE_SOURCE_LENGTH = 120;

/** Where each outermost group of a pattern source opens and closes (escapes and classes skipped). */
function outermostGroups(source: string): { open: number; close: number }[] {
  const groups: { open: number; close: number }[] = [];
  let open = -1;
  walkStructure(source, 0, (char, index, depth) => {
    if (char === '(' && depth === 1) open = index;
    else if (char === ')' && depth === 0) groups.push({ open, close: index });
    return false;
  });
  return groups;
}

/** The top-level alternatives of a source that is a valid pattern (so balanced). */
const alternativesOf = (source: string) => topLevelAlternatives(source) ?? [source];

/** One top-level alternative of a pattern, cut at its largest plain group's alternatives. */
function splitPart(part: string): string[] {
  const candidates = outermostGroups(part).filter(
    ({ open, close }) => part.startsWith('(?:', open) && !/^[?*+{]/.test(part.slice(close + 1)),
  );
  const largest = candidates.sort((a, b) => b.close - b.open - (a.close - a.open))[0];
  if (!largest) return [part];
  const before = part.slice(0, largest.open);
  const after = part.slice(largest.close + 1);
  const alternatives = alternativesOf(part.slice(largest.open + 3, largest.close));
  if (alternatives.length < 2) return [part];
  const pieces: string[][] = [[]];
  let length = 0;
  for (const alternative of alternatives) {
    if (length > 0 && length + alternative.length > PIECE_SOURCE_LENGTH) {
      pieces.push([]);
      length = 0;
    }
    pieces[pieces.length - 1]!.push(alternative);
    length += alternative.length + 1;
  }
  return pieces.map((piece) => `${before}(?:${piece.join('|')})${after}`);
}

/** `pattern` as smaller patterns, any of which matching means `pattern` matches (and the other way). */
export function splitAlternatives(pattern: RegExp): RegExp[] {
  if (pattern.global || pattern.sticky || /\\[1-9k]/.test(pattern.source)) return [pattern];
  const sources = alternativesOf(pattern.source).flatMap(splitPart);
  return sources.length < 2 ? [pattern] : sources.map((source) => new RegExp(source, pattern.flags));
}
