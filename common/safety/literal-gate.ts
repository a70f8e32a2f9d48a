import { gateOf } from './rule-gate';

/**
 * A pre-check that skips a pattern when the text lacks a piece of text every match of it must
 * contain (RE2's "prefilter" idea). `requiredLiterals` reads a pattern's source into clauses:
 * lists of strings, at least one of which every match contains ("\bi (?:want|wish) to die\b" needs
 * one of "i want to die", "i wish to die"). `LiteralGate` finds every clause's strings in a text in
 * one pass (Aho-Corasick) and says which patterns could match; only those run. Anything the
 * reader does not fully understand gives no clause, so the pattern always runs: a gate can make
 * the screen faster, never change what it finds (risk-screen.test.ts screens every labelled
 * message with and without gates; literal-gate.test.ts checks every clause against every
 * match). docs/safety/risk-screen.md, "Cost", has the figures.
 */

/** Every match of a pattern contains at least one string of each clause. */
export type Clause = readonly string[];

/** What a piece of a pattern can match: its exact strings when few, and clauses its matches need. */
interface Info {
  /** Every string this piece can match, when there are at most MAX_STRINGS of them; else null. */
  exact: Set<string> | null;
  clauses: Clause[];
}

const MAX_STRINGS = 64;
/** Clauses kept per pattern (the most selective ones). */
const MAX_CLAUSES = 4;
const ANY: Info = { exact: null, clauses: [] };
const EMPTY = (): Info => ({ exact: new Set(['']), clauses: [] });

class Unreadable extends Error {}

/** How selective a clause is: longer shortest string first, then fewer strings. */
function score(clause: Clause): number {
  let shortest = Infinity;
  for (const text of clause) shortest = Math.min(shortest, text.length);
  return shortest * 1000 - clause.length;
}

/**
 * Each string cut to its first MAX_LENGTH characters (a match holding the string holds its start),
 * which keeps the string finder small: "better off if i just disappeared" and "better off if i
 * just vanished" both become "better off if i ".
 */
const MAX_LENGTH = 12;

function usable(strings: Iterable<string>): Clause | null {
  const clause = [...new Set([...strings].map((text) => text.slice(0, MAX_LENGTH)))];
  return clause.length > 0 && !clause.includes('') ? clause : null;
}

function bestClause(info: Info): Clause | null {
  const candidates = [...info.clauses];
  const own = info.exact && usable(info.exact);
  if (own) candidates.push(own);
  let best: Clause | null = null;
  for (const clause of candidates) if (!best || score(clause) > score(best)) best = clause;
  return best;
}

function cross(left: Set<string>, right: Set<string>): Set<string> | null {
  if (left.size * right.size > MAX_STRINGS) return null;
  const out = new Set<string>();
  for (const a of left) for (const b of right) out.add(a + b);
  return out;
}

/** Reads a regular expression source (no flags that change matching) into Info. */
class Reader {
  private at = 0;
  constructor(private readonly source: string) {}

  read(): Info {
    const info = this.alternation();
    if (this.at !== this.source.length) throw new Unreadable();
    return info;
  }

  private peek(): string | undefined {
    return this.source[this.at];
  }

  private alternation(): Info {
    const branches = [this.sequence()];
    while (this.peek() === '|') {
      this.at += 1;
      branches.push(this.sequence());
    }
    if (branches.length === 1) return branches[0]!;
    let exact: Set<string> | null = new Set();
    for (const branch of branches) {
      if (!branch.exact || !exact) exact = null;
      else for (const text of branch.exact) exact.add(text);
      if (exact && exact.size > MAX_STRINGS) exact = null;
    }
    // Whichever branch matched, its own best clause holds: their union is a clause of the whole.
    const union: string[] = [];
    for (const branch of branches) {
      const clause = bestClause(branch);
      if (!clause) return { exact, clauses: [] };
      union.push(...clause);
    }
    return { exact, clauses: [[...new Set(union)]] };
  }

  private sequence(): Info {
    const clauses: Clause[] = [];
    let run: Set<string> = new Set(['']);
    let whole = true;
    const flush = () => {
      const clause = usable(run);
      if (clause) clauses.push(clause);
      run = new Set(['']);
    };
    while (this.at < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      const piece = this.quantified();
      clauses.push(...piece.clauses);
      if (piece.exact) {
        const joined = cross(run, piece.exact);
        if (joined) run = joined;
        else {
          whole = false;
          flush();
          run = new Set(piece.exact);
        }
      } else {
        whole = false;
        flush();
      }
    }
    const exact = whole ? run : null;
    if (!whole) flush();
    return { exact, clauses };
  }

  private quantified(): Info {
    const atom = this.atom();
    const quantifier = /^(?:\*|\+|\?|\{(\d+)(?:(,)(\d*))?\})\??/.exec(this.source.slice(this.at));
    if (!quantifier) return atom;
    this.at += quantifier[0].length;
    const symbol = quantifier[0][0];
    const min = symbol === '*' || symbol === '?' ? 0 : symbol === '+' ? 1 : Number(quantifier[1]);
    const max =
      symbol === '?'
        ? 1
        : symbol === '{'
          ? quantifier[2]
            ? quantifier[3]
              ? Number(quantifier[3])
              : Infinity
            : min
          : Infinity;
    if (min === 0) {
      if (max === 1 && atom.exact) return { exact: new Set([...atom.exact, '']), clauses: [] };
      return ANY;
    }
    if (min === 1 && max === 1) return atom;
    // At least once: whatever one occurrence needs, the whole needs.
    const own = atom.exact && usable(atom.exact);
    return { exact: null, clauses: own ? [...atom.clauses, own] : atom.clauses };
  }

  private atom(): Info {
    const ch = this.peek()!;
    if (ch === '(') return this.group();
    if (ch === '[') return this.characterClass();
    if (ch === '\\') return this.escape();
    if (ch === '^' || ch === '$') {
      this.at += 1;
      return EMPTY();
    }
    if (ch === '.') {
      this.at += 1;
      return ANY;
    }
    if (ch === '*' || ch === '+' || ch === '?' || ch === ')' || ch === ']' || ch === '{' || ch === '}')
      throw new Unreadable();
    // One code unit, as the pattern (without the u flag) reads it.
    this.at += 1;
    return { exact: new Set([ch]), clauses: [] };
  }

  private group(): Info {
    this.at += 1;
    const rest = this.source.slice(this.at);
    const look = /^\?<?[=!]/.exec(rest);
    if (look) {
      this.at += look[0].length;
      this.alternation();
      this.expect(')');
      // Zero width: it adds nothing to the match (what it looks at is not counted on).
      return EMPTY();
    }
    if (rest.startsWith('?:')) this.at += 2;
    else if (rest.startsWith('?<')) {
      const name = /^\?<[A-Za-z_$][\w$]*>/.exec(rest);
      if (!name) throw new Unreadable();
      this.at += name[0].length;
    } else if (rest.startsWith('?')) throw new Unreadable();
    const inner = this.alternation();
    this.expect(')');
    return inner;
  }

  private expect(ch: string): void {
    if (this.peek() !== ch) throw new Unreadable();
    this.at += 1;
  }

  private characterClass(): Info {
    // Only a short list of single characters ("[іi]", "[ао]") is read; anything else matches anything.
    const end = /^\[((?:[^\\\]]|\\.)*)\]/.exec(this.source.slice(this.at));
    if (!end) throw new Unreadable();
    this.at += end[0].length;
    const body = end[1]!;
    if (body.startsWith('^') || /\\[a-zA-Z]/.test(body) || body.includes('-')) return ANY;
    const chars = new Set<string>();
    for (let i = 0; i < body.length; i += 1) {
      let ch = body[i]!;
      if (ch === '\\') ch = body[++i]!;
      chars.add(ch);
    }
    return chars.size > 0 && chars.size <= 16 ? { exact: chars, clauses: [] } : ANY;
  }

  private escape(): Info {
    const next = this.source[this.at + 1];
    if (next === undefined) throw new Unreadable();
    if (next === 'b' || next === 'B') {
      this.at += 2;
      return EMPTY();
    }
    if ('dDwWsSpPk'.includes(next) || /[0-9]/.test(next)) {
      if (/[1-9]/.test(next) || next === 'k') throw new Unreadable();
      if (next === '0') {
        this.at += 2;
        return { exact: new Set(['\0']), clauses: [] };
      }
      this.at += 2;
      return ANY;
    }
    const hex = /^\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2}))/.exec(this.source.slice(this.at));
    if (hex) {
      this.at += hex[0].length;
      return { exact: new Set([String.fromCharCode(parseInt(hex[1] ?? hex[2]!, 16))]), clauses: [] };
    }
    if (next === 'u' || next === 'x' || next === 'c') throw new Unreadable();
    const controls: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v' };
    this.at += 2;
    return { exact: new Set([controls[next] ?? next]), clauses: [] };
  }
}

/**
 * The clauses every match of `pattern` satisfies (at most MAX_CLAUSES, the most selective);
 * empty when nothing can be said, and then the pattern always runs. A pattern gated on first
 * words (rule-gate.ts) also needs " " + one of them, since the gate scans " " + text.
 */
export function requiredLiterals(pattern: RegExp): Clause[] {
  if (/[iuvmy]/.test(pattern.flags)) return [];
  let info: Info;
  try {
    info = new Reader(pattern.source).read();
  } catch (error) {
    if (error instanceof Unreadable) return [];
    throw error;
  }
  const clauses = [...info.clauses];
  const own = info.exact && usable(info.exact);
  if (own) clauses.push(own);
  const stems = gateOf(pattern);
  if (stems) clauses.push([...new Set(stems.map((stem) => ` ${stem}`))]);
  return clauses
    .map((clause) => [...new Set(clause)])
    .sort((a, b) => score(b) - score(a))
    .slice(0, MAX_CLAUSES);
}

/**
 * Aho-Corasick over many strings: which of them occur in a text, in one pass. The trie lives in
 * flat arrays, numbered breadth first so that a node's children are one sorted run (found by
 * binary search), and the root has a direct table: a scan touches little memory.
 */
export class StringFinder {
  /** Children of node n: childStart[n] .. childStart[n + 1] - 1 (their labels sorted). */
  private readonly childStart: Int32Array;
  private readonly label: Uint16Array;
  private readonly fail: Int32Array;
  /** Nearest node along the fail links (itself included) that ends a string, or -1. */
  private readonly output: Int32Array;
  /** Nearest node along the fail links (itself excluded) that ends a string, or -1. */
  private readonly outputLink: Int32Array;
  /** The string ids that end at each node: endIds[endStart[n] .. endStart[n + 1] - 1]. */
  private readonly endStart: Int32Array;
  private readonly endIds: Int32Array;
  private readonly root = new Int32Array(65536).fill(-1);

  constructor(strings: readonly string[]) {
    const order = strings.map((_, id) => id).filter((id) => strings[id]!.length > 0);
    order.sort((a, b) => (strings[a]! < strings[b]! ? -1 : strings[a]! > strings[b]! ? 1 : a - b));
    let capacity = 1;
    for (const id of order) capacity += strings[id]!.length;
    // A first trie, numbered depth first: sorted strings share their common prefix with the one
    // before, whose path is kept on a stack; children come in sorted order.
    const firstChild = new Int32Array(capacity).fill(-1);
    const nextSibling = new Int32Array(capacity).fill(-1);
    const lastChild = new Int32Array(capacity).fill(-1);
    const depthFirstLabel = new Uint16Array(capacity);
    const endsAt = new Int32Array(order.length);
    const path: number[] = [0];
    let previous = '';
    let nodes = 1;
    order.forEach((id, k) => {
      const text = strings[id]!;
      let common = 0;
      while (common < text.length && common < previous.length && text[common] === previous[common]) common += 1;
      path.length = common + 1;
      for (let i = common; i < text.length; i += 1) {
        const parent = path[i]!;
        const node = nodes++;
        depthFirstLabel[node] = text.charCodeAt(i);
        if (lastChild[parent]! < 0) firstChild[parent] = node;
        else nextSibling[lastChild[parent]!] = node;
        lastChild[parent] = node;
        path.push(node);
      }
      endsAt[k] = path[text.length]!;
      previous = text;
    });
    // Renumbered breadth first: each node's children become one run.
    const renumbered = new Int32Array(nodes);
    const byNumber = new Int32Array(nodes);
    this.childStart = new Int32Array(nodes + 1);
    this.label = new Uint16Array(nodes);
    let count = 1;
    for (let number = 0; number < count; number += 1) {
      const old = byNumber[number]!;
      this.childStart[number] = count;
      for (let child = firstChild[old]!; child >= 0; child = nextSibling[child]!) {
        renumbered[child] = count;
        byNumber[count] = child;
        this.label[count] = depthFirstLabel[child]!;
        count += 1;
      }
    }
    this.childStart[nodes] = count;
    const counts = new Int32Array(nodes + 1);
    for (const old of endsAt) counts[renumbered[old]! + 1]! += 1;
    for (let node = 0; node < nodes; node += 1) counts[node + 1]! += counts[node]!;
    this.endStart = counts;
    this.endIds = new Int32Array(order.length);
    const fill = counts.slice(0, nodes);
    order.forEach((id, k) => {
      this.endIds[fill[renumbered[endsAt[k]!]!]!++] = id;
    });
    for (let child = this.childStart[0]!; child < this.childStart[1]!; child += 1)
      this.root[this.label[child]!] = child;
    this.fail = new Int32Array(nodes);
    this.output = new Int32Array(nodes).fill(-1);
    this.outputLink = new Int32Array(nodes).fill(-1);
    // Breadth-first numbering is also the order fail links need: parents before children.
    for (let node = 1; node < nodes; node += 1) {
      this.outputLink[node] = this.output[this.fail[node]!]!;
      this.output[node] = this.endStart[node + 1]! > this.endStart[node]! ? node : this.outputLink[node]!;
      for (let child = this.childStart[node]!; child < this.childStart[node + 1]!; child += 1) {
        const code = this.label[child]!;
        let fallback = this.fail[node]!;
        let target = this.step(fallback, code);
        while (target < 0 && fallback !== 0) {
          fallback = this.fail[fallback]!;
          target = this.step(fallback, code);
        }
        this.fail[child] = target >= 0 ? target : 0;
      }
    }
  }

  /** The child of `node` for character `code`, or -1. */
  private step(node: number, code: number): number {
    if (node === 0) return this.root[code]!;
    let low = this.childStart[node]!;
    let high = this.childStart[node + 1]! - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const found = this.label[middle]!;
      if (found === code) return middle;
      if (found < code) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** Calls `found` with the id of every string that occurs in `text` (a string may be reported more than once). */
  scan(text: string, found: (id: number) => void): void {
    let node = 0;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      let next = this.step(node, code);
      while (next < 0 && node !== 0) {
        node = this.fail[node]!;
        next = this.step(node, code);
      }
      node = next < 0 ? 0 : next;
      for (let out = this.output[node]!; out >= 0; out = this.outputLink[out]!)
        for (let k = this.endStart[out]!; k < this.endStart[out + 1]!; k += 1) found(this.endIds[k]!);
    }
  }
}

/**
 * Every clause string of every gate, found in a text in one pass. All gates share it, and a
 * text read twice in a row (most lexicons see the same text) is read once. Each pattern has a
 * key clause (its most selective); finding a string marks the patterns whose key holds it, so
 * most patterns are ruled out by one look at `keyFound`.
 */
const STRINGS = new Map<string, number>();
/** For each string id, the patterns (by global number) whose key clause holds it. */
const KEYED: number[][] = [];
let patternCount = 0;
let finder: StringFinder | null = null;
let found = new Int32Array(0);
let keyFound = new Int32Array(0);
let stamp = 0;
let lastRead: string | null = null;

function intern(text: string): number {
  let id = STRINGS.get(text);
  if (id === undefined) {
    id = STRINGS.size;
    STRINGS.set(text, id);
    KEYED.push([]);
    finder = null;
  }
  return id;
}

function read(text: string): void {
  if (finder && text === lastRead && keyFound.length === patternCount) return;
  if (!finder) {
    finder = new StringFinder([...STRINGS.keys()]);
    found = new Int32Array(STRINGS.size);
  }
  if (keyFound.length !== patternCount) keyFound = new Int32Array(patternCount);
  stamp += 1;
  lastRead = text;
  const current = stamp;
  finder.scan(` ${text}`, (id) => {
    if (found[id] === current) return;
    found[id] = current;
    for (const pattern of KEYED[id]!) keyFound[pattern] = current;
  });
}

/**
 * The patterns of one list that could match a text: `check(text)`, then `may(i)` says whether
 * pattern i could match it (false: it cannot, so it need not run).
 */
export class LiteralGate {
  /** This gate's first pattern's global number. */
  private readonly base: number;
  /** Patterns with no clause: they always run. */
  private readonly open: boolean[];
  /** For each pattern, its clauses after the key, as lists of string ids. */
  private readonly rest: (readonly number[])[][];
  private text = '';

  constructor(patterns: readonly RegExp[]) {
    this.base = patternCount;
    patternCount += patterns.length;
    const clauses = patterns.map((pattern) => requiredLiterals(pattern).map((clause) => clause.map(intern)));
    this.open = clauses.map((list) => list.length === 0);
    clauses.forEach((list, index) => {
      for (const id of list[0] ?? []) KEYED[id]!.push(this.base + index);
    });
    this.rest = clauses.map((list) => list.slice(1));
  }

  check(text: string): void {
    read(text);
    // The very string read (not an equal copy), so that \`may\` tells it apart at a glance.
    this.text = lastRead!;
  }

  may(index: number): boolean {
    if (this.open[index]) return true;
    if (lastRead !== this.text || keyFound.length !== patternCount) this.check(this.text);
    if (keyFound[this.base + index] !== stamp) return false;
    for (const clause of this.rest[index]!) {
      let met = false;
      for (const id of clause) {
        if (found[id] === stamp) {
          met = true;
          break;
        }
      }
      if (!met) return false;
    }
    return true;
  }
}
