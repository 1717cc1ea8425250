/**
 * Route audit: every route of the console opened in Chromium as each demo role, with what a
 * reviewer would stop at: page errors, console errors, answers of 5xx, a fallback to the dashboard,
 * an empty main area. Run against a running console:
 *   AUDIT_URL=http://localhost:8080 node --import tsx tools/route-audit.ts
 * Screenshots go to AUDIT_OUT (default /tmp/audit).
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const BASE = process.env.AUDIT_URL ?? 'http://localhost:8080';
const OUT = process.env.AUDIT_OUT ?? '/tmp/audit';
const ROUTES = [
  'dashboard',
  'operations-page',
  'jobs-page',
  'tasks-page',
  'maintenance-page',
  'inventory-page',
  'stocks-page',
  'outgoing-orders-page',
  'ingoing-orders-page',
  'locations-page',
  'materials-page',
  'supplier-page',
  ...['materials', 'supplier', 'tasks', 'stocks', 'locations', 'jobs', 'outgoing-orders', 'ingoing-orders', 'operations', 'inventory', 'maintenance', 'draft'].map(
    (x) => `${x}-es-page`,
  ),
  'reports-page',
  'material-summary-report-page',
  'material-transaction-report-page',
  'material-transaction-config-page',
  'slow-moving-materials-report-page',
  'slow-moving-materials-config-page',
  'employee-efficiency-report-page',
  'employee-efficiency-report-config-page',
  'newdraft-page',
  'emptydraft-page',
  'draft-page',
  'updatedraft-page',
  'create-sales-order',
  'sales-order-draft',
  'company-information',
  'users',
  'user-management',
  'import',
  'integration',
  'integration-imports',
  'integration-requests',
  'integration-messages',
  'kpi-management',
  'cause-codes',
  'printer-management',
  'downloads',
  'user-settings',
  'dashboard-settings',
  'stock-attributes',
  'active-users',
];
const WHO = [
  { key: 'admin', bu: 'Demo', user: 'admin', password: 'Admin1234' },
  { key: 'picker', bu: 'Demo', user: 'picker', password: 'Picker1234' },
  { key: 'super', bu: 'Demo', user: 'super', password: 'Super1234' },
  { key: 'north', bu: 'North', user: 'admin', password: 'Admin1234' },
];
const only = process.env.AUDIT_WHO?.split(',');

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const findings: string[] = [];
for (const who of WHO.filter((w) => !only || only.includes(w.key))) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  let current = '';
  page.on('pageerror', (e) => findings.push(`${who.key} ${current}: pageerror ${e.message.slice(0, 200)}`));
  page.on('console', (m) => {
    if (m.type() === 'error') findings.push(`${who.key} ${current}: console ${m.text().slice(0, 200)}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 500) findings.push(`${who.key} ${current}: ${r.status()} ${r.request().method()} ${r.url()}`);
  });
  await page.goto('/login');
  await page.getByLabel('Business unit').fill(who.bu);
  await page.getByLabel('User name').fill(who.user);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByTestId('user-menu').waitFor({ timeout: 15000 });
  for (const route of ROUTES) {
    current = route;
    await page.goto(`/${route}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(300);
    const url = new URL(page.url()).pathname;
    if (url !== `/${route}`) findings.push(`${who.key} ${route}: landed on ${url}`);
    const main = (
      await page
        .locator('main')
        .first()
        .innerText()
        .catch(() => '')
    ).trim();
    if (main.length < 3) findings.push(`${who.key} ${route}: main area empty`);
    const keys = main.match(/\b[A-Za-z]+\.[A-Za-z]+(\.[A-Za-z]+)+\b/g);
    if (keys) findings.push(`${who.key} ${route}: possible raw i18n keys ${[...new Set(keys)].slice(0, 5).join(', ')}`);
    await page.screenshot({ path: `${OUT}/${who.key}-${route}.png` });
  }
  await context.close();
}
await browser.close();
console.log(findings.length ? findings.join('\n') : 'no findings');
