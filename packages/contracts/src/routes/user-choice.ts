import { Type } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { result } from '../schema-parts';

const token = Type.String({ pattern: '^[A-Za-z0-9._-]+$', maxLength: 100 });

/** The answer to a user-choice prompt, for clients that report it. */
export const UserChoice = {
  perform: defineRoute({
    key: 'UserChoice.perform',
    method: 'POST',
    path: 'UserChoice/perform',
    permission: SIGNED_IN,
    body: Type.Object({ id: token, option: token }, { additionalProperties: false }),
    answer: result(Type.Object({ header: Type.String(), value: Type.String() })),
    description: 'Log the answer to a user-choice prompt; the answer names the header (and its value) a replay of the call must carry.',
    example: { result: { header: 'x-user-choice', value: 'Supplier.unlink=unlink' } },
  }),
} as const;
