import { Type } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { noQuery } from '../master-data-parts';
import { result } from '../schema-parts';

/** The version shown under logout. */
export const ServerInfo = {
  version: defineRoute({
    key: 'ServerInfo.version',
    method: 'GET',
    path: 'Settings/version',
    permission: SIGNED_IN,
    query: noQuery,
    answer: result(
      Type.Object({
        serverVersion: Type.String(),
        build: Type.Optional(Type.String()),
        commit: Type.Optional(Type.String()),
        database: Type.Optional(Type.String({ description: 'PGlite or PostgreSQL, with its version.' })),
      }),
    ),
    description: 'The server version; administrators also get build, commit and database kind.',
    example: { result: { serverVersion: '1.4.0', build: 'local', commit: 'ef1829b', database: 'PGlite 17.4' } },
  }),
} as const;
