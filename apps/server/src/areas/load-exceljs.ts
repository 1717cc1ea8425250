import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded on the first workbook read or written rather than at the server's start: loading
 * it took about a tenth of a restart, and most starts never touch a workbook.
 */
export async function loadExcelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
