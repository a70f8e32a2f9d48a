import type { ExposedTable } from './exposed-tables';
import { columnOf, parseOperation, type Condition, type LogicTree } from './parse-filter';
import { parseError } from './rest-errors';

/**
 * PostgREST's logic trees: `or=(rating.gte.4,and(rating.is.null,notes.is.null))`, `not.or=(...)`,
 * `and=(...)`. Inside, each term is `column.[not.]op.value` or a nested `[not.]and|or(...)`.
 * A value ends at `,` or `)` unless double-quoted ("a,b"); `in.(...)` keeps its own parentheses.
 * Nesting is capped so a hostile query cannot make us recurse without end.
 */
export const MAX_LOGIC_DEPTH = 5;

export function parseLogicTree(table: ExposedTable, logic: 'and' | 'or', negate: boolean, raw: string): LogicTree {
  const reader = new Reader(raw);
  const tree: LogicTree = { logic, negate, conditions: reader.conditionList(table, 1) };
  if (!reader.atEnd()) throw reader.fail('unexpected text after the closing parenthesis');
  return tree;
}

class Reader {
  private at = 0;
  constructor(private readonly text: string) {}

  atEnd() {
    return this.at >= this.text.length;
  }

  fail(why: string) {
    return parseError(
      `"${this.text.slice(0, 120)}" is not a valid logic tree: ${why}`,
      'Use e.g. or=(rating.gte.4,notes.is.null)',
    );
  }

  /** `(term,term,...)` */
  conditionList(table: ExposedTable, depth: number): Condition[] {
    if (depth > MAX_LOGIC_DEPTH) throw parseError(`Logic trees may nest at most ${MAX_LOGIC_DEPTH} levels`);
    this.expect('(');
    const conditions: Condition[] = [this.term(table, depth)];
    while (this.peek() === ',') {
      this.at++;
      conditions.push(this.term(table, depth));
    }
    this.expect(')');
    return conditions;
  }

  private term(table: ExposedTable, depth: number): Condition {
    const nested = /^(not\.)?(and|or)\(/.exec(this.text.slice(this.at));
    if (nested) {
      this.at += nested[0].length - 1;
      return {
        logic: nested[2] as 'and' | 'or',
        negate: nested[1] !== undefined,
        conditions: this.conditionList(table, depth + 1),
      };
    }
    const name = this.until('.');
    this.expect('.');
    const column = columnOf(table, name);
    let negation = '';
    if (this.text.startsWith('not.', this.at)) {
      negation = 'not.';
      this.at += 4;
    }
    const op = this.until('.');
    this.expect('.');
    return parseOperation(column, `${negation}${op}.${op === 'in' ? this.list() : this.value()}`);
  }

  /** A value: double-quoted (with \ escapes), or everything up to the next `,` or `)`. */
  private value(): string {
    if (this.peek() === '"') {
      let value = '';
      this.at++;
      while (!this.atEnd() && this.peek() !== '"') {
        if (this.peek() === '\\') this.at++;
        value += this.text[this.at++] ?? '';
      }
      this.expect('"');
      return value;
    }
    let end = this.at;
    while (end < this.text.length && this.text[end] !== ',' && this.text[end] !== ')') end++;
    const value = this.text.slice(this.at, end);
    this.at = end;
    return value;
  }

  /** The raw `(a,"b,c")` of an in-list, returned whole for parseList. */
  private list(): string {
    const start = this.at;
    this.expect('(');
    let quoted = false;
    while (!this.atEnd()) {
      const char = this.text[this.at++];
      if (quoted && char === '\\') this.at++;
      else if (char === '"') quoted = !quoted;
      else if (char === ')' && !quoted) return this.text.slice(start, this.at);
    }
    throw this.fail('unterminated "in" list');
  }

  private until(stop: string): string {
    const end = this.text.indexOf(stop, this.at);
    if (end < 0) throw this.fail(`expected "${stop}"`);
    const part = this.text.slice(this.at, end);
    this.at = end;
    return part;
  }

  private peek() {
    return this.text[this.at];
  }

  private expect(char: string) {
    if (this.peek() !== char) throw this.fail(`expected "${char}" at position ${this.at + 1}`);
    this.at++;
  }
}
