/**
 * Patterns made only of the tokens zoned-format.ts writes and reads (YYYY MM DD HH hh mm ss SSS A,
 * with dayjs' meaning; text in [brackets] kept as is) and separators: every pattern the settings
 * offer. Any other letter is left to dayjs. A file of its own so that the settings can tell, without
 * the writer, whether dayjs' chunk is needed.
 */
const WRITABLE = /^(?:\[[^\]]*]|YYYY|MM|DD|HH|hh|mm|ss|SSS|A|[^A-Za-z[\]])*$/;

/** Whether `pattern` can be written and read without dayjs. */
export function isWritablePattern(pattern: string): boolean {
  return WRITABLE.test(pattern);
}
