import { Type, type Static } from '@sinclair/typebox';
import { ADMIN } from '../admin-permissions';
import { defineRoute, SIGNED_IN } from '../define-route';
import { noQuery } from '../master-data-parts';
import { open, result } from '../schema-parts';
import { fileAnswer } from './backup';

/** A session, transaction or other id written as a UUID. */
export const uuidParams = Type.Object(
  { id: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }) },
  { additionalProperties: false },
);

/** The rows an import wrote, per kind. */
const importCounts = Type.Object({ suppliers: Type.Integer(), locations: Type.Integer(), materials: Type.Integer(), stock: Type.Integer() });
const messageParts = {
  /** The message's key in `Import.errors`, which the console translates. */
  key: Type.Optional(Type.String()),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  /** The English text. */
  message: Type.String(),
};
/** A problem of the workbook: the sheet, row and column it is in, and the message. */
const importError = Type.Object({ sheet: Type.String(), row: Type.Optional(Type.Integer()), column: Type.Optional(Type.String()), ...messageParts });
const commandState = Type.Union([Type.Literal('Running'), Type.Literal('Completed'), Type.Literal('Failed')]);

export type ImportCounts = Static<typeof importCounts>;
export type ImportError = Static<typeof importError>;
export interface ImportMessage {
  key?: string;
  params?: Record<string, string | number>;
  message: string;
}

/** The Excel import of master data, its template, and the status of long work. */
export const Seeding = {
  excel: defineRoute({
    key: 'Seeding.excel',
    method: 'POST',
    path: 'Seeding/excel',
    permission: ADMIN.import,
    query: noQuery,
    // The body is a multipart form (field file), read by the handler: no JSON schema validates it.
    answer: open(result(Type.Object({ transactionId: Type.String({ format: 'uuid' }), state: commandState, counts: Type.Optional(importCounts) }, { additionalProperties: true }))),
    description:
      'Imports master data (suppliers, locations, materials, stock) from an Excel workbook sent as multipart form (field file); all or nothing. Answers the counts, 400 with the errors per sheet, row and column, or 202 with a transaction id when the work takes longer.',
  }),
  exceltemplate: defineRoute({
    key: 'Seeding.exceltemplate',
    method: 'GET',
    path: 'Seeding/excel/template',
    permission: ADMIN.import,
    query: noQuery,
    answer: fileAnswer('cockpit-import-template.xlsx.'),
    description: 'The import workbook template (.xlsx): one sheet per kind, header notes, an Instructions sheet.',
  }),
} as const;

/** Where long work stands: its phase and progress while it runs, what it ended with once it has. */
const transactionStatus = Type.Object(
  {
    transactionId: Type.String(),
    kind: Type.String(),
    state: commandState,
    phase: Type.Optional(Type.String()),
    done: Type.Optional(Type.Integer()),
    total: Type.Optional(Type.Integer()),
    result: Type.Optional(
      Type.Object(
        {
          ok: Type.Boolean(),
          counts: Type.Optional(importCounts),
          ...messageParts,
          message: Type.Optional(Type.String()),
          errorCount: Type.Optional(Type.Integer()),
          errors: Type.Optional(Type.Array(importError)),
        },
        { additionalProperties: true },
      ),
    ),
  },
  { additionalProperties: true },
);
export type TransactionStatus = Static<typeof transactionStatus>;

/** Long work started with a transaction id. */
export const Command = {
  transactionStatus: defineRoute({
    key: 'Command.transactionStatus',
    method: 'GET',
    path: 'Command/transaction/status/{id}',
    permission: SIGNED_IN,
    query: noQuery,
    params: uuidParams,
    answer: open(result(transactionStatus)),
    description: 'The state (Running, Completed, Failed), phase and progress of long work started with a transaction id, and what it ended with.',
  }),
} as const;
