import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const users = {
  admin: { businessUnit: 'Demo', userName: 'admin', password: 'Admin1234' },
  super: { businessUnit: 'Demo', userName: 'super', password: 'Super1234' },
  picker: { businessUnit: 'Demo', userName: 'picker', password: 'Picker1234' },
  northAdmin: { businessUnit: 'North', userName: 'admin', password: 'Admin1234' },
  globalAdmin: { businessUnit: 'Head office', userName: 'global', password: 'Global1234' },
} as const;

export async function signIn(page: Page, who: keyof typeof users = 'admin'): Promise<void> {
  const u = users[who];
  await page.goto('/login');
  await page.getByLabel('Business unit').fill(u.businessUnit);
  await page.getByLabel('User name').fill(u.userName);
  await page.getByLabel('Password').fill(u.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The grid's data rows as the accessibility tree shows them (one row across pinned and centre parts). */
export async function gridRows(page: Page, gridId: string) {
  const rows = page
    .locator(`[data-grid="${gridId}"]`)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  await expect(rows.first()).toBeVisible();
  return rows;
}

/**
 * The text of the row shown at a display index. AG Grid keeps row elements in no particular DOM
 * order and splits a row across the pinned and centre parts, so the parts are joined by index.
 */
export async function rowText(page: Page, gridId: string, index: number): Promise<string> {
  const parts = await page.locator(`[data-grid="${gridId}"] [role="row"][row-index="${index}"]`).allInnerTexts();
  return parts.join(' ').replace(/\s+/g, ' ');
}

export type Who = keyof typeof users;

/** Calls the API as a user (its own sign-in), for set-up and clean-up beside the browser. */
export async function apiAs(request: APIRequestContext, who: Who) {
  const u = users[who];
  const res = await request.post('/api/Authentication/user', { data: { businessUnitName: u.businessUnit, userName: u.userName, password: u.password } });
  const token = (await res.json()).result.accessToken as string;
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (path: string) => (await (await request.get(path, { headers })).json()).result,
    put: (path: string, data: unknown) => request.put(path, { headers, data }),
    post: (path: string, data: unknown) => request.post(path, { headers, data }),
    delete: (path: string, data: unknown) => request.delete(path, { headers, data }),
  };
}

/** Pastes `text` (rows of tab-separated cells, as copied from a spreadsheet) into the sales page's paste area. */
export async function pasteSalesLines(page: Page, text: string): Promise<void> {
  await page.getByTestId('sales-paste').evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
