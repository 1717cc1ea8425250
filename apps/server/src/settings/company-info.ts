import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { refused } from '../http/errors';
import { COCKPIT_CLIENT, USER_SETTINGS_OWNER } from './defaults';
import { putSetting } from './settings-store';
import { assertSettingWrite } from './writable-settings';

const body = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // Required, but checked by the handler so that the answer is the specification's message.
    companyName: { type: 'string', maxLength: 200 },
  },
} as const;

/**
 * POST /api/companyinfo (business-areas.md §7 "Printers, cause codes, company"): the company
 * information of the caller's business unit, the companyInfo setting every user of the unit reads
 * (GET User/cockpitSettings). It is the only call that writes that setting, and it needs
 * header/settings/can_edit_company_info (the settings page) and data/can_edit_company_info (the
 * action, off by default: platform.md §6), as the table of writable settings says.
 */
export async function companyInfoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: { companyName?: string } }>('/api/companyinfo', { schema: { body }, config: { permission: 'data/can_edit_company_info' } }, async (request) => {
    const c = request.caller;
    const record = { clientId: COCKPIT_CLIENT, owner: USER_SETTINGS_OWNER, key: 'companyInfo' };
    assertSettingWrite(c, 'CompanyInfo.save', 'businessUnit', record);
    const companyName = request.body.companyName?.trim();
    if (!companyName) throw refused('CompanyInfo.RequiredFields', 'Please fill the required fields');
    const value = { companyName };
    await putSetting(ctx.db, { kind: 'businessUnit', businessUnitId: c.businessUnitId }, { ...record, value: JSON.stringify(value) });
    return { result: value };
  });
}
