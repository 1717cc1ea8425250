import { Type } from '@cockpit/contracts';
import { permissionPath } from '@cockpit/contracts/permission-names';

/** The Downloads page and the user's report files: open to every user by default. */
export const DOWNLOADS = permissionPath('header', 'downloads');

/** The largest report file the server keeps. */
export const REPORT_FILE_MAX_BYTES = 15 * 1024 * 1024;

/** A report file is a PDF or a workbook. */
export const REPORT_FILE_CONTENT_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;

/** The upload: a file name ending in .pdf or .xlsx, its content type and the content in base64 (at most REPORT_FILE_MAX_BYTES once decoded). */
export const uploadBody = Type.Unsafe<{ name: string; contentType: (typeof REPORT_FILE_CONTENT_TYPES)[number]; content: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['name', 'contentType', 'content'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9][A-Za-z0-9._ -]*\\.(pdf|xlsx)$' },
    contentType: { type: 'string', enum: REPORT_FILE_CONTENT_TYPES },
    content: { type: 'string', minLength: 4, maxLength: Math.ceil((REPORT_FILE_MAX_BYTES * 4) / 3) + 4, pattern: '^[A-Za-z0-9+/]+={0,2}$' },
  },
});
