/**
 * Algolia's `filters` syntax → FilterNode. NOT binds tightest, then AND, then OR. Algolia only
 * runs conjunctions of disjunctions, so `(A AND B) OR C` and `NOT (A OR B)` are refused here as
 * they are there: a query valid on the embedded engine is valid on Algolia.
 */
import { and, or, TAGS_ATTRIBUTE, type FilterNode, type NumericOperator } from './search-filter-ast';
import { describe, tokenize, type Token } from './search-filter-lexer';
import { SearchError } from './search-error';

const NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO']);

/**
 * Parentheses deeper than this are refused: Algolia only runs conjunctions of disjunctions, so two
 * levels say everything, and the parser recurses once per level.
 */
export const MAX_NESTING = 32;

export const isNumeric = (text: string): boolean => NUMBER.test(text);

class Parser {
  private position = 0;
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly parameter: string,
  ) {}

  parseAll(): FilterNode {
    const node = this.parseOr();
    this.expectEnd();
    return node;
  }

  expectEnd(): void {
    const token = this.peek();
    if (token.type !== 'end') this.fail(token, 'end of filter');
  }

  private peek(): Token {
    return this.tokens[this.position];
  }

  private next(): Token {
    const token = this.tokens[this.position];
    if (token.type !== 'end') this.position++;
    return token;
  }

  private isKeyword(token: Token, keyword: string): boolean {
    return token.type === 'word' && token.text === keyword;
  }

  fail(token: Token, expected: string): never {
    throw SearchError.badRequest(`${this.parameter}: Unexpected token ${describe(token)} expected ${expected} at col ${token.col}`);
  }

  private parseOr(): FilterNode {
    const start = this.peek();
    const children = [this.parseAnd()];
    while (this.isKeyword(this.peek(), 'OR')) {
      this.next();
      children.push(this.parseAnd());
    }
    if (children.length === 1) return children[0];
    if (children.some((child) => child.kind === 'and')) {
      throw SearchError.badRequest(
        `${this.parameter}: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed (at col ${start.col})`,
      );
    }
    return or(children.flatMap((child) => (child.kind === 'or' ? child.children : [child])));
  }

  private parseAnd(): FilterNode {
    const children = [this.parseUnary()];
    while (this.isKeyword(this.peek(), 'AND')) {
      this.next();
      children.push(this.parseUnary());
    }
    return and(children.flatMap((child) => (child.kind === 'and' ? child.children : [child])));
  }

  private parseUnary(): FilterNode {
    const token = this.peek();
    if (this.isKeyword(token, 'NOT')) {
      this.next();
      if (this.peek().type === 'lparen' || this.isKeyword(this.peek(), 'NOT')) this.fail(this.peek(), 'filter');
      return { kind: 'not', child: this.parseFilter() };
    }
    if (token.type === 'lparen') {
      if (this.depth >= MAX_NESTING) {
        throw SearchError.badRequest(`${this.parameter}: too many nested parentheses (at most ${MAX_NESTING}) at col ${token.col}`);
      }
      this.next();
      this.depth++;
      const node = this.parseOr();
      this.depth--;
      if (this.peek().type !== 'rparen') this.fail(this.peek(), "')'");
      this.next();
      return node;
    }
    return this.parseFilter();
  }

  /** One filter: `attr:value`, `attr:low TO high`, `attr <op> number`, or a bare tag. */
  parseFilter(): FilterNode {
    const name = this.next();
    if (!(name.type === 'string' || (name.type === 'word' && !KEYWORDS.has(name.text)))) this.fail(name, 'filter');
    const after = this.peek();
    if (after.type === 'operator') {
      this.next();
      const value = this.expectNumber();
      return { kind: 'numeric', attribute: name.text, operator: after.text as NumericOperator, value };
    }
    if (after.type !== 'colon') return { kind: 'facet', attribute: TAGS_ATTRIBUTE, value: name.text };
    this.next();
    const value = this.next();
    if (!(value.type === 'string' || (value.type === 'word' && !KEYWORDS.has(value.text)))) this.fail(value, 'value');
    if (this.isKeyword(this.peek(), 'TO')) {
      if (value.type !== 'word' || !isNumeric(value.text)) this.fail(value, 'numeric');
      this.next();
      const high = this.expectNumber();
      return { kind: 'range', attribute: name.text, low: Number(value.text), high };
    }
    return { kind: 'facet', attribute: name.text, value: value.text };
  }

  private expectNumber(): number {
    const token = this.next();
    if (token.type !== 'word' || !isNumeric(token.text)) this.fail(token, 'numeric');
    return Number(token.text);
  }
}

/** Parses `filters`; null when empty. Throws a 400 SearchError on malformed input. */
export function parseFilters(input: string, parameter = 'filters'): FilterNode | null {
  if (input.trim() === '') return null;
  return new Parser(tokenize(input, parameter), parameter).parseAll();
}

/** Parses one numeric filter of `numericFilters`: `attr <op> number` or `attr:low TO high`. */
export function parseNumericFilter(input: string, parameter = 'numericFilters'): FilterNode {
  const parser = new Parser(tokenize(input, parameter), parameter);
  const node = parser.parseFilter();
  parser.expectEnd();
  if (node.kind !== 'numeric' && node.kind !== 'range') {
    throw SearchError.badRequest(`${parameter}: "${input}" is not a numeric filter (attr > n or attr:low TO high)`);
  }
  return node;
}
