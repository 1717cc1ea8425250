/** Checks what a `binary: true` call answered: a Blob (a file, a picture); anything else throws an error that says what came. */
export function blobAnswer(answer: unknown): Blob {
  if (answer instanceof Blob) return answer;
  throw new Error(`A binary call must answer a file; it answered ${answer === null ? 'null' : typeof answer}.`);
}
