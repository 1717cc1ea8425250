import { describe, expect, it } from 'vitest';
import { parseJsonText, SchemaReadError } from './read-error';

function failure(text: string): string {
  try {
    parseJsonText(text);
  } catch (error) {
    expect(error).toBeInstanceOf(SchemaReadError);
    return (error as Error).message;
  }
  throw new Error('parsed');
}

describe('a JSON syntax error says the line and the column', () => {
  it('a trailing comma, a missing colon', () => {
    expect(failure('{\n  "a": 1,\n}')).toBe('is not valid JSON: Expected double-quoted property name at line 3, column 1');
    expect(failure('{"a" 1}')).toBe("is not valid JSON: Expected ':' after property name at line 1, column 6");
  });

  it('a file that ends too early: where it ends', () => {
    expect(failure('{\n  "columns": [\n')).toBe('is not valid JSON: Unexpected end of JSON input at line 3, column 1');
  });

  it('valid JSON is answered', () => {
    expect(parseJsonText('{"a": [1]}')).toEqual({ a: [1] });
  });
});
