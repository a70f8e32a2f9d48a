/**
 * A cheap pre-check for the risk screen's rules: most rules start with a word boundary and a
 * list of words ("\b(?:want|wish|ready) ..."), so they cannot match a message that has no
 * token starting with one of those words. `gateOf` reads those first words from the pattern's
 * source, conservatively: any pattern it cannot read fully gets no gate and always runs. This
 * makes the screen several times faster without changing a single verdict (risk-screen.test.ts
 * checks gated and ungated results agree on every labelled message). literal-gate.ts turns these
 * first words into one of a rule's clauses (" " + a first word must occur in " " + text).
 */
const PREFIX_LENGTH = 6;
const LETTER = /[\p{L}\p{M}]/u;

/**
 * Walks a pattern source from `from`, skipping escapes and character classes, and calls
 * `visit` with each structural character (`(`, `)`, `|`) and the group depth after it; the
 * walk stops when `visit` returns true. Returns the depth at the end. Also used to split concept
 * patterns (concepts/split-alternatives.ts).
 */
export function walkStructure(
  source: string,
  from: number,
  visit: (ch: string, index: number, depth: number) => boolean,
): number {
  let depth = 0;
  let inClass = false;
  for (let i = from; i < source.length; i += 1) {
    const ch = source[i]!;
    if (ch === '\\') {
      i += 1;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === '(' || ch === ')' || ch === '|') {
      if (ch === '(') depth += 1;
      if (ch === ')') depth -= 1;
      if (visit(ch, i, depth)) break;
    }
  }
  return depth;
}

/** The top-level alternatives of a pattern source (split on `|` outside groups and classes); null if unbalanced. */
export function topLevelAlternatives(source: string): string[] | null {
  const parts: string[] = [];
  let start = 0;
  const depth = walkStructure(source, 0, (ch, index, level) => {
    if (ch === '|' && level === 0) {
      parts.push(source.slice(start, index));
      start = index + 1;
    }
    return false;
  });
  if (depth !== 0) return null;
  parts.push(source.slice(start));
  return parts;
}

/** Index just past the group that opens at `open` (a `(`), or -1. */
function groupEnd(source: string, open: number): number {
  let end = -1;
  walkStructure(source, open, (ch, index, depth) => {
    if (ch === ')' && depth === 0) end = index + 1;
    return end >= 0;
  });
  return end;
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The prefixes a match of `source` (a sequence, at a word start) must begin with, or null when
 * it could begin with anything. Optional leading groups add their own stems to what follows.
 */
function firstStems(source: string): string[] | null {
  let rest = source;
  for (;;) {
    if (rest.startsWith('\\b')) rest = rest.slice(2);
    else if (rest.startsWith('^')) rest = rest.slice(1);
    else if (rest.startsWith('(?:^| )')) rest = rest.slice(7);
    else if (rest.startsWith(' ')) rest = rest.slice(1);
    else break;
  }
  // Zero-width checks and whole-word gaps leave the match at a token start: skip them.
  if (/^\(\?<?[=!]/.test(rest)) {
    const end = groupEnd(rest, 0);
    return end < 0 ? null : firstStems(rest.slice(end));
  }
  const gap = /^\(\?:\\S\+ \)(?:\{\d+,?\d*\}|\*|\?)/.exec(rest);
  if (gap) {
    const following = firstStems(rest.slice(gap[0].length));
    // A gap that may be empty still lets the match start with what follows it.
    return following;
  }
  if (rest.startsWith('\\d')) return DIGITS;
  if (rest.startsWith('(?:')) {
    const end = groupEnd(rest, 0);
    if (end < 0) return null;
    const inner = topLevelAlternatives(rest.slice(3, end - 1));
    if (!inner) return null;
    const quantifier = rest.slice(end);
    const stems: string[] = [];
    for (const option of inner) {
      if (option === '') return null;
      const found = firstStems(option);
      if (!found) return null;
      stems.push(...found);
    }
    // An optional group: the match may start with whatever follows it instead.
    if (/^(?:\?|\*|\{0,)/.test(quantifier)) {
      const after = firstStems(quantifier.replace(/^(?:\?|\*|\{0,\d*\})\??/, ''));
      if (!after) return null;
      stems.push(...after);
    }
    return stems;
  }
  let end = 0;
  while (end < rest.length && LETTER.test(rest[end]!)) end += 1;
  if (end === 0) return null;
  // A quantifier after the last letter makes that letter optional.
  if (/^[?*{]/.test(rest.slice(end))) end -= 1;
  if (end === 0) return null;
  return [rest.slice(0, Math.min(end, PREFIX_LENGTH))];
}

/** The first-word prefixes one of which a message needs for `pattern` to match, or null (always run). */
export function gateOf(pattern: RegExp): string[] | null {
  if (pattern.flags.includes('i')) return null;
  const alternatives = topLevelAlternatives(pattern.source);
  if (!alternatives) return null;
  const stems: string[] = [];
  for (const alternative of alternatives) {
    // Only patterns anchored at a word start can be gated on a token's prefix.
    if (!/^(?:\\b|\^|\(\?:\^\| \))/.test(alternative)) return null;
    const found = firstStems(alternative);
    if (!found) return null;
    stems.push(...found);
  }
  return stems;
}
