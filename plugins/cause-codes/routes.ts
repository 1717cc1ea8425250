import { defineRoute, LIST_READ, Type } from '@cockpit/contracts';
import { idParams, requiredText } from '@cockpit/contracts/master-data-parts';
import { listAnswer, listQuery, openRow, result } from '@cockpit/contracts/schema-parts';

/** The types a cause code is for: the dialog that offers it. */
export const CAUSE_CODE_TYPES = ['Gain', 'Lose', 'Move', 'Deviation', 'Inventory'] as const;
export type CauseCodeType = (typeof CAUSE_CODE_TYPES)[number];

/** Managing cause codes is one right of the settings pages. */
const SETTINGS = 'header/settings/cause_codes';

const causeCodeRow = Type.Object({ id: Type.Integer(), type: Type.String(), value: Type.String(), displayText: Type.String() });

/** Cause codes: the list (the gain/lose/move dialogs filter it by type), save (create without an id, update with one) and delete. */
export const CauseCode = {
  Header: defineRoute({
    key: 'CauseCode.Header',
    method: 'GET',
    path: 'CauseCode/Header',
    permission: LIST_READ.CauseCode,
    query: listQuery('CauseCode'),
    answer: listAnswer(openRow('A row of the CauseCode list (schemas/lists/CauseCode.json).')),
    description: 'Cause codes; type=Gain|Lose|Move|Deviation|Inventory filters.',
  }),
  save: defineRoute({
    key: 'CauseCode.save',
    method: 'PUT',
    path: 'CauseCode',
    permission: SETTINGS,
    body: Type.Object(
      {
        id: Type.Optional(Type.Integer({ minimum: 1 })),
        type: Type.Unsafe<CauseCodeType>({ enum: CAUSE_CODE_TYPES }),
        value: Type.String({ minLength: 1, maxLength: 50, pattern: '^\\S(.*\\S)?$' }),
        displayText: requiredText(200),
      },
      { additionalProperties: false },
    ),
    answer: result(causeCodeRow),
    description: 'Add a cause code (no id) or edit one (with id).',
  }),
  delete: defineRoute({
    key: 'CauseCode.delete',
    method: 'DELETE',
    path: 'CauseCode/{id}',
    permission: SETTINGS,
    params: idParams,
    answer: result(Type.Boolean()),
    description: 'Delete a cause code.',
  }),
};

/** The plugin's part of the route table: `schemas/api-paths/cause-codes.json`. */
export const routeAreas = { 'cause-codes': { CauseCode } };
