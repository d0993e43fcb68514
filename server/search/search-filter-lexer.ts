/**
 * Tokens of Algolia's `filters` syntax. Columns are 1-based, as in Algolia's messages
 * ("filters: Unexpected token ':' expected ')' at col 28").
 */
import { SearchError } from './search-error';

export type TokenType = 'word' | 'string' | 'lparen' | 'rparen' | 'colon' | 'operator' | 'end';

export interface Token {
  type: TokenType;
  /** Unquoted text for words and strings; the symbol otherwise. */
  text: string;
  col: number;
}

const OPERATORS = ['<=', '>=', '!=', '<', '>', '='];
const WORD_STOP = /[\s():"'<>=!]/;

export function tokenize(input: string, parameter = 'filters'): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const char = input[i];
    const col = i + 1;
    if (/\s/.test(char)) {
      i++;
    } else if (char === '(' || char === ')') {
      tokens.push({ type: char === '(' ? 'lparen' : 'rparen', text: char, col });
      i++;
    } else if (char === ':') {
      tokens.push({ type: 'colon', text: ':', col });
      i++;
    } else if (char === '"' || char === "'") {
      let text = '';
      let j = i + 1;
      while (j < input.length && input[j] !== char) {
        if (input[j] === '\\' && j + 1 < input.length) j++;
        text += input[j];
        j++;
      }
      if (j >= input.length) {
        throw SearchError.badRequest(`${parameter}: Unterminated string starting at col ${col}`);
      }
      tokens.push({ type: 'string', text, col });
      i = j + 1;
    } else {
      const operator = OPERATORS.find((candidate) => input.startsWith(candidate, i));
      if (operator) {
        tokens.push({ type: 'operator', text: operator, col });
        i += operator.length;
        continue;
      }
      if (char === '!') throw SearchError.badRequest(`${parameter}: Unexpected token '!' at col ${col}`);
      let j = i;
      let text = '';
      while (j < input.length && !WORD_STOP.test(input[j])) {
        if (input[j] === '\\' && j + 1 < input.length) j++;
        text += input[j];
        j++;
      }
      tokens.push({ type: 'word', text, col });
      i = j;
    }
  }
  tokens.push({ type: 'end', text: '', col: input.length + 1 });
  return tokens;
}

/** How Algolia names a token in its messages. */
export function describe(token: Token): string {
  switch (token.type) {
    case 'end':
      return 'end of filter';
    case 'word':
      return ['AND', 'OR', 'NOT', 'TO'].includes(token.text) ? `'${token.text}'` : `string(${token.text})`;
    case 'string':
      return `string(${token.text})`;
    default:
      return `'${token.text}'`;
  }
}
