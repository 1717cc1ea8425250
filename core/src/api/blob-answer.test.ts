import { describe, expect, it } from 'vitest';
import { blobAnswer } from './blob-answer';

describe('blobAnswer', () => {
  it('hands a file back as it came', () => {
    const file = new Blob(['png'], { type: 'image/png' });
    expect(blobAnswer(file)).toBe(file);
  });

  it.each([[undefined], [null], ['data:image/png;base64,AA'], [{ size: 3, type: 'image/png' }], [[1, 2]]])('refuses %j, which is not a file', (answer) => {
    expect(() => blobAnswer(answer)).toThrow(/A binary call must answer a file; it answered /);
  });
});
