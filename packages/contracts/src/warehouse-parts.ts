import { Type, type TSchema } from '@sinclair/typebox';
import { body, ids, open, openRow, result } from './schema-parts';

/** The schema pieces of the warehouse routes (orders, jobs, tasks, inventory, maintenance), as the server validated them before the table. */

/** `{ <name>: [ids] }`: the selected rows of a multi-row action. */
export const idsBody = <N extends string>(name: N) => body({ [name]: ids } as { [K in N]: typeof ids });

/** A whole number from 0 (a confirmed or minimum quantity may be 0). */
export const zeroOrMore = Type.Integer({ minimum: 0, maximum: 1000000000 });

/** A priority from 1 to 99. */
export const priority = Type.Integer({ minimum: 1, maximum: 99 });

/** An option of a select: its name and the text shown. */
export const namedOption = Type.Object({ name: Type.String(), description: Type.String() });

/** A value that may be null, spelled as a union (answers only: requests keep their type lists). */
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Rows whose fields the table does not list, sent as they come. */
export const openRows = (what: string) => open(result(Type.Array(openRow(what))));
