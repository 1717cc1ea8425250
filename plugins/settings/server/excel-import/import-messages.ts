/**
 * The import's error texts, by key. The server answers each error with its key and parameters
 * beside the English text; the console shows `Import.errors.<key>` through i18next with the same
 * parameters, so a Danish or Norwegian user reads the problem in their language. The English here
 * is the en-GB catalogue's (`schemas/i18n/en-GB/Import.json`, `errors`); a unit test keeps the two
 * alike. Sheet names, column headers and cell values stay as they are in the workbook (English:
 * the workbook is an interchange format).
 */
export const IMPORT_MESSAGES = {
  required: 'A value is required',
  maxLength: 'At most {{max}} characters',
  choice: 'Must be one of: {{choices}}',
  wholeNumber: 'Must be a whole number',
  number: 'Must be a number',
  min: 'Must be {{min}} or more',
  tooLarge: 'The number is too large',
  yesNo: 'Must be Yes or No',
  date: 'Must be a date (YYYY-MM-DD)',
  unknownColumn: 'Unknown column',
  columnTwice: 'The column appears twice',
  columnMissing: 'The column is missing',
  tooManyRows: 'The sheet has more than {{max}} rows',
  notWorkbook: 'The file is not an Excel workbook (.xlsx)',
  noSheets: 'The workbook has none of the sheets {{sheets}}',
  duplicate: 'Also on row {{row}}',
  noLocationRole: 'No location role named "{{name}}"',
  noSupplier: 'No supplier named "{{name}}"',
  belowMinimum: 'Must not be below the minimum',
  noMaterial: 'No material with item number "{{itemNo}}"',
  noLocation: 'No location named "{{name}}"',
  batchRequired: 'The material has batches: a batch is required',
  expiryRequired: 'The material has expiry dates: an expiry date is required',
  templateExample: "This is the template's example row: delete it or replace it with your own data",
  workbookHasErrors: 'The workbook has errors: nothing was imported',
  importFailed: 'The import failed: nothing was imported',
  serverStopped: 'The server stopped during the work; nothing of it was saved.',
  tooLargeUnpacked: 'The workbook is too large when unpacked',
  workbookTooLarge: 'The workbook is too large',
  tooManyParts: 'The workbook has too many parts',
  workbookTooLargeToRead: 'The workbook has too many cells to read at once. Split it into smaller workbooks.',
  sheetNotAllowed: 'You may not import the sheet "{{sheet}}": your role may not add or change what it holds. Nothing was imported.',
  importRunning: 'An import is already running in this business unit. Try again when it has finished.',
  serverBusy: 'The server is busy with other imports. Try again in a minute.',
} as const;

export type ImportMessageKey = keyof typeof IMPORT_MESSAGES;
export type ImportMessageParams = Record<string, string | number>;

/** A message by key: its key, parameters and English text (`{{name}}` filled in as i18next does). */
export interface ImportMessage {
  key: ImportMessageKey;
  params?: ImportMessageParams;
  message: string;
}

export function importMessage(key: ImportMessageKey, params?: ImportMessageParams): ImportMessage {
  const message = IMPORT_MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
  return params ? { key, params, message } : { key, message };
}
