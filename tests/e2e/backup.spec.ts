import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './support';

// The global administrator's backup on the feature flags page: it asks for the password again, says
// a wrong one in words (and keeps the administrator signed in), and downloads the file with the right one.
test.describe('backup as the global administrator', () => {
  test.afterEach(async ({ request }) => {
    await (await apiAs(request, 'globalAdmin')).put('/api/User/changeDefaultLanguage', { language: 'en-GB' });
  });

  test('asks for the password again, refuses a wrong one in words and downloads with the right one', async ({ page }) => {
    await signIn(page, 'globalAdmin', '/feature-flags');
    const card = page.getByTestId('backup-card');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('backup-download')).toBeDisabled();

    await card.getByLabel('Your password').fill('not-my-password');
    await card.getByTestId('backup-download').click();
    await expect(card.getByRole('alert')).toHaveText('The password is wrong. A backup needs your own password again.');
    // Still signed in: a wrong password is not an ended session.
    await expect(page).toHaveURL(/\/feature-flags$/);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/backup-card.en-GB.png', fullPage: true });
    // The card with its message: no serious or critical WCAG 2.1 A/AA violation.
    const axe = await new AxeBuilder({ page }).include('[data-testid="backup-card"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await card.getByLabel('Your password').fill('Global1234');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await card.getByTestId('backup-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^cockpit-backup-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    expect(fs.statSync((await file.path())!).size).toBeGreaterThan(100_000);
    await expect(page.getByTestId('success-modal')).toBeVisible();
  });

  test('in Danish', async ({ page }) => {
    const api = await apiAs(page.request, 'globalAdmin');
    expect((await api.put('/api/User/changeDefaultLanguage', { language: 'da-DK' })).status()).toBe(200);
    await signIn(page, 'globalAdmin', '/feature-flags');
    const card = page.getByTestId('backup-card');
    await expect(card.getByRole('heading', { name: 'Sikkerhedskopi' })).toBeVisible();
    await card.getByLabel('Din adgangskode').fill('forkert');
    await card.getByRole('button', { name: 'Hent sikkerhedskopi' }).click();
    await expect(card.getByRole('alert')).toHaveText('Adgangskoden er forkert. En sikkerhedskopi kræver din egen adgangskode igen.');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/backup-card.da-DK.png', fullPage: true });
  });
});
