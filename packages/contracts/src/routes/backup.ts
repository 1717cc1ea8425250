import { Type } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { noQuery } from '../master-data-parts';
import { open } from '../schema-parts';

/** A file the route answers with (not JSON): the console reads it as a Blob. */
export const fileAnswer = (description: string) => open(Type.Unsafe<Blob>({ type: 'string', format: 'binary', description }));

/** The database backup of the embedded database. */
export const Admin = {
  backup: defineRoute({
    key: 'Admin.backup',
    method: 'POST',
    path: 'Admin/backup',
    // Global administrators only: the handler refuses everyone else with 403 (no permission key says "global administrator").
    permission: SIGNED_IN,
    query: noQuery,
    body: Type.Object({ password: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
    answer: fileAnswer('cockpit-backup.tar.gz (application/gzip).'),
    description: "A copy of the embedded database without the installation's secrets (global administrator; body: the caller's password again). Answers a .tar.gz.",
  }),
} as const;
