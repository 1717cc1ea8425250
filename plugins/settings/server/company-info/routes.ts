import { routes, type BodyOf } from '@cockpit/contracts';
import {
  assertSettingWrite,
  badRequest,
  COCKPIT_CLIENT,
  putSetting,
  refused,
  registerRoute,
  USER_SETTINGS_OWNER,
  type AppContext,
  type FastifyInstance,
} from '@cockpit/server/sdk';
import { logoProblem } from './company-logo';

/** What CompanyInfo.save takes: a logo null removes it, absent keeps it. */
export type CompanyInfoInput = BodyOf<typeof routes.CompanyInfo.save>;

interface CompanyInfoRow {
  companyName: string;
  address: string;
  contactPerson: string;
  phone: string;
  email: string;
  logo: string | null;
}

/**
 * The company information of a business unit; a unit that has none is named by its own name (one
 * unit never greets with another's company).
 */
export async function readCompanyInfo(ctx: Pick<AppContext, 'db'>, businessUnitId: number): Promise<CompanyInfoRow> {
  const { rows } = await ctx.db.query<CompanyInfoRow>(
    `select coalesce(ci.company_name, b.name) as "companyName", coalesce(ci.address, '') as address,
            coalesce(ci.contact_person, '') as "contactPerson", coalesce(ci.phone, '') as phone,
            coalesce(ci.email, '') as email, ci.logo
       from business_units b left join company_info ci on ci.business_unit_id = b.id
      where b.id = $1`,
    [businessUnitId],
  );
  return rows[0] ?? { companyName: '', address: '', contactPerson: '', phone: '', email: '', logo: null };
}

/**
 * The company information page's calls (the company name is required).
 * CompanyInfo.save writes the caller's business unit's company information: the name, address
 * and contact details go into the companyInfo setting every user of the unit reads (GET
 * User/cockpitSettings), the logo into the company_info table. It is the only call that writes that
 * setting, and it needs header/settings/can_edit_company_info (the settings page) and
 * data/can_edit_company_info (the action, off by default), as the table of writable
 * settings says. CompanyInfo.get is for every signed-in user of the unit (the dashboard's
 * welcome and report PDFs show the name and logo).
 */
export async function companyInfoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, routes.CompanyInfo.get, async (request) => ({
    result: await readCompanyInfo(ctx, request.caller.businessUnitId),
  }));

  registerRoute(app, routes.CompanyInfo.save, async (request) => {
    const c = request.caller;
    const record = { clientId: COCKPIT_CLIENT, owner: USER_SETTINGS_OWNER, key: 'companyInfo' };
    assertSettingWrite(c, 'CompanyInfo.save', 'businessUnit', record);
    const b = request.body;
    const companyName = b.companyName?.trim();
    if (!companyName) throw refused('CompanyInfo.RequiredFields', 'Please fill the required fields');
    if (b.logo) {
      const problem = logoProblem(b.logo);
      if (problem) throw badRequest(`body/logo: ${problem}`);
    }
    const current = await readCompanyInfo(ctx, c.businessUnitId);
    const next: CompanyInfoRow = {
      companyName,
      address: (b.address ?? current.address).trim(),
      contactPerson: (b.contactPerson ?? current.contactPerson).trim(),
      phone: (b.phone ?? current.phone).trim(),
      email: (b.email ?? current.email).trim(),
      logo: b.logo === undefined ? current.logo : b.logo,
    };
    const { logo, ...setting } = next;
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `insert into company_info (business_unit_id, company_name, address, contact_person, phone, email, logo)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (business_unit_id) do update set company_name = $2, address = $3, contact_person = $4, phone = $5, email = $6, logo = $7, updated_at = now()`,
        [c.businessUnitId, next.companyName, next.address, next.contactPerson, next.phone, next.email, logo],
      );
      // The setting carries whether there is a logo, not the image: every settings load reads it.
      await putSetting(tx, { kind: 'businessUnit', businessUnitId: c.businessUnitId }, { ...record, value: JSON.stringify({ ...setting, hasLogo: Boolean(logo) }) });
    });
    return { result: next };
  });
}
