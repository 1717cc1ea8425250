import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** Password change at login: North/newbie must change the password before the console opens. */

const shots = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, name) });
};

async function fillSignIn(page: Page, password: string, labels = { bu: 'Business unit', user: 'User name', password: 'Password', logIn: 'Log in' }) {
  await page.getByLabel(labels.bu).fill('North');
  await page.getByLabel(labels.user).fill('newbie');
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.logIn, exact: true }).click();
}

// North has OpenId too: its button ("Log in with OpenId") would match a loose "Log in".
test.describe.serial('change password at sign-in', () => {
  test('the step in Danish, and back to the sign-in form', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Language').selectOption('da-DK');
    await fillSignIn(page, 'Newbie1234', { bu: 'Forretningsenhed', user: 'Brugernavn', password: 'Adgangskode', logIn: 'Log ind' });
    await expect(page.getByRole('heading', { name: 'Skift din adgangskode' })).toBeVisible();
    await shoot(page, 'change-password-da-DK.png');
    await page.getByRole('button', { name: 'Tilbage til log ind' }).click();
    await expect(page.getByRole('button', { name: 'Log ind', exact: true })).toBeVisible();
  });

  test('the password must be changed before the console opens; then the new one signs in', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'Newbie1234');
    const form = page.getByTestId('change-password-at-login');
    await expect(form.getByRole('heading', { name: 'Change your password' })).toBeVisible();
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
    await shoot(page, 'change-password-en-GB.png');
    // A refusal reopens the form with the reason.
    await form.getByLabel('Current password').fill('Wrong1234');
    await form.getByLabel('New password', { exact: true }).fill('Fresh12345');
    await form.getByLabel('Confirm new password').fill('Fresh12345');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toHaveText('The current password is wrong');
    // The console is still closed: a reload lands on the sign-in form.
    await form.getByLabel('Current password').fill('Newbie1234');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('success-modal')).toContainText('Your password was changed.');
    await page.getByTestId('success-modal').getByRole('button').first().click();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await fillSignIn(page, 'Newbie1234');
    await expect(page.getByRole('alert')).toHaveText('Username or password is incorrect.');
    await page.getByLabel('Password', { exact: true }).fill('Fresh12345');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });
});
