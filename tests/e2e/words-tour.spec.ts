/* eslint-disable max-lines -- the words tour is one walk over every dialog and page form, generated from the schemas; its checks of a shown message are the tour's own */
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiAs } from './support';
import { navigateInApp } from './in-app-navigation';
import { signedInState } from './signed-in-state';
import { layeredSchemas } from '@cockpit/core/schema/node';

/**
 * The words tour: every dialog of schemas/dialogs and every page form is submitted with empty,
 * wrong-type and too-large values in each console language, and what the console then shows must
 * be business text: no JSON pointer, no `body/`, none of ajv's "must be <=" / "must match", no
 * unfilled {{placeholder}}, no translation key, no database id where a name exists.
 *
 * The dialogs come from schemas/dialogs, and each is opened through the grid action that names it
 * (schemas/grids): a new dialog on a grid joins the tour without any change here. A dialog that no
 * grid action opens must be listed in ELSEWHERE (the page that shows it), or the tour fails.
 *
 * WORDS_TOUR_SHOTS=<folder> saves a screenshot of each refused dialog.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SHOTS = process.env.WORDS_TOUR_SHOTS;
const LANGUAGES = ['en-GB', 'da-DK', 'nb-NO'] as const;

type Json = Record<string, unknown>;
type Api = Awaited<ReturnType<typeof apiAs>>;
interface Action {
  id: string;
  dialog?: string;
  selection?: string;
  enabledWhen?: { field: string; in: unknown[] };
  feature?: string;
}
interface Grid {
  id: string;
  routes: { path: string; feature?: string }[];
  dataSource: { api?: string; query?: Json };
  rowId: string;
  actions?: Action[];
  detail?: { actions?: Action[]; dataSource?: { api?: string; query?: Json }; rowsField?: string; rowId?: string };
}

// The host's schemas with the plugins' (plugins/<folder>/schemas/), as the server serves them.
const schemaFiles = layeredSchemas(path.join(ROOT, 'schemas'), path.join(ROOT, 'plugins'));
const dialogIds = (schemaFiles.list('dialogs') ?? []).map((f) => f.replace(/\.json$/, ''));
const grids = (schemaFiles.list('grids') ?? []).map((f) => schemaFiles.read(`grids/${f}`) as Grid);
const apiPaths: Record<string, { method: string; path: string }> = Object.assign(
  {},
  ...(schemaFiles.list('api-paths') ?? []).map((f) => ((schemaFiles.read(`api-paths/${f}`) as Json).paths ?? {}) as object),
);

/**
 * Dialogs no grid action opens, with the page that shows them (a form on the page, or reached from
 * it). `form: false`: the page has no form of its own to submit (the tour opens it, checks its
 * words and notes it as not toured, rather than looking for a form until a timeout).
 */
const ELSEWHERE: Record<string, { page: string; note: string; form?: false }> = {
  'report-material-transaction': { page: '/material-transaction-config-page', note: 'criteria page' },
  'report-slow-moving-materials': { page: '/slow-moving-materials-config-page', note: 'criteria page' },
  'report-employee-efficiency': { page: '/employee-efficiency-report-config-page', note: 'criteria page' },
  'report-material-summary': { page: '/material-summary-report-page', note: 'criteria on the report page' },
  'report-stock-value': { page: '/stock-value-report-page', note: 'criteria on the report page' },
  'save-sales-order-draft': { page: '/create-sales-order', note: 'opened by "Save draft" once the order has lines (sales.spec.ts)', form: false },
};
/** Page forms that are not dialogs. */
const PAGE_FORMS = ['/company-information'];

/** Where each dialog is opened: the first grid action that names it (a detail grid's action else), on the grid's first route. */
const dialogActions = new Map<string, { grid: Grid; action: Action; detail: boolean }>();
for (const grid of grids)
  for (const action of grid.actions ?? []) if (action.dialog && !dialogActions.has(action.dialog)) dialogActions.set(action.dialog, { grid, action, detail: false });
for (const grid of grids)
  for (const action of grid.detail?.actions ?? []) if (action.dialog && !dialogActions.has(action.dialog)) dialogActions.set(action.dialog, { grid, action, detail: true });

/** What a clerk must never read. */
const LEAKS: [string, RegExp][] = [
  ['a JSON pointer', /(^|[\s"'(])\/?[a-z][A-Za-z]*\/\d+\/[A-Za-z]|#\/[a-z]/],
  ['body/', /\b(body|querystring|params)\//],
  ["ajv's words", /must (be [<>]=?|be (integer|string|number|array|object|boolean|null)\b|match|have required|NOT |be equal to)/],
  ['an unfilled placeholder', /\{\{|\}\}/],
  ['a translation key', /#[A-Z][\w-]*\.[\w.-]+|\b(Errors|Validation|Dialogs|Warnings|Enums|Permissions|Fields|Common|ErrorDetails|MultiStatus)\.[A-Za-z][\w-]*(\.[\w-]+)*\b/],
  ['an id where a name exists', /(^|\n)\s*\d+\s*:|\b(Task|Material|Location|Stock|Job|Order|Line) (id )?\d+\b/],
];

function leaksIn(text: string): string[] {
  return LEAKS.filter(([, re]) => re.test(text)).map(([what, re]) => `${what}: «${re.exec(text)![0]}»`);
}

const problems: string[] = [];
async function check(page: Page, where: string) {
  await page.waitForTimeout(100);
  const texts = await page.locator('[role="dialog"], [role="alert"], .admin-problem, .field-error, .error-detail, .modal__error').allInnerTexts();
  const text = texts.join('\n');
  for (const leak of leaksIn(text)) problems.push(`${where}: ${leak}\n    ${text.replace(/\s+/g, ' ').slice(0, 300)}`);
}

/**
 * One administrator per language, so that the three languages are toured side by side: the demo's
 * admin for en-GB, and for the others a user made here with the admin's roles and that language.
 * The tour is not about signing in (the sign-in page has specs of its own): each language's user
 * signs in through the API and its browser starts with what a sign-in leaves there (the session's
 * token in local storage, the language cookie), as a returning user's does, on the tour's first
 * screen: one page load instead of the sign-in page's, the form's and the landing page's.
 */
async function signedIn(browser: Browser, language: string, firstRoute: string): Promise<{ page: Page; admin: Api }> {
  const context = await browser.newContext();
  const admin = await apiAs(context.request, 'admin');
  const userName = language === 'en-GB' ? 'admin' : `tour-${language}`;
  const password = language === 'en-GB' ? 'Admin1234' : 'Tour12345';
  if (language !== 'en-GB') {
    const roles = (await admin.get('/api/UserManagement/roles')) as { id: number; userRoleName: string }[];
    const existing = ((await admin.get('/api/UserManagement/description')) as { id: number; userName: string }[]).find((u) => u.userName === userName);
    const body = {
      userName,
      displayName: `Tour ${language}`,
      password,
      confirmPassword: password,
      defaultLanguage: language,
      roleIds: roles.filter((r) => r.userRoleName === 'AdminRole').map((r) => r.id),
    };
    const res = existing ? await admin.put('/api/UserManagement', { id: existing.id, ...body }) : await admin.post('/api/UserManagement', body);
    expect(res.status(), await res.text()).toBe(200);
  }
  await context.setStorageState(await signedInState(context.request, { businessUnit: 'Demo', userName, password }, language));
  const page = await context.newPage();
  await page.goto(firstRoute);
  // A ceiling, not a pause: the console's first load, three at once on a loaded machine, took up
  // to 30 s here (the sign-in page's 10 s made the tour fail twice in a row before).
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 60_000 });
  return { page, admin };
}

/** Empty fields; then numbers of the wrong kind (-0.5 where whole numbers belong) beside texts far too long. */
type Variant = 'empty' | 'wrong type and too large';
const VARIANTS: Variant[] = ['empty', 'wrong type and too large'];

/**
 * Types the variant's value into every visible typed field of the form at once (not choices, boxes
 * or files), as React sees typing: the native value setter and an input event.
 */
async function fillAll(scope: Locator, variant: Variant) {
  await scope
    .evaluate((root, v) => {
      const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]):not([role=combobox]):not([disabled]):not([readonly]), textarea:not([disabled])',
      );
      for (const field of fields) {
        if (!field.offsetParent) continue;
        const mode = field.getAttribute('inputmode');
        const numeric = field.type === 'number' || mode === 'decimal' || mode === 'numeric';
        const value = v === 'empty' ? '' : numeric ? (field.getAttribute('step') === 'any' || mode === 'decimal' ? '99999999999999' : '-0.5') : '%%% <> ~'.repeat(400);
        const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }, variant)
    .catch(() => undefined);
}

/**
 * Waits until the click closed the top modal (one fewer open), rather than a fixed pause, and
 * tells how many are left; a close that does not happen within 5 s leaves the count as it is.
 */
async function oneFewer(modals: Locator, before: number): Promise<number> {
  await expect(modals)
    .toHaveCount(before - 1, { timeout: 5000 })
    .catch(() => undefined);
  return modals.count();
}

/** Closes whatever the submit opened above the dialog (an error, a warning, a choice), and tells whether the dialog is still open. */
async function closeAnswers(page: Page, dialog: Locator): Promise<boolean> {
  const dialogId = await dialog.getAttribute('data-testid', { timeout: 1000 }).catch(() => null);
  const above = page.locator(dialogId ? `[role="dialog"]:not([data-testid="${dialogId}"])` : '[role="dialog"]');
  for (let i = 0, open = await above.count(); i < 5 && open; i++) {
    const top = above.last();
    const cancel = top.locator('.modal__foot .btn:not(.btn--primary)');
    await ((await cancel.count()) ? cancel.first() : top.locator('.modal__foot button, .modal__head button').first()).click();
    open = await oneFewer(above, open);
  }
  return dialog.isVisible();
}

/** Any modal still open (a late answer, a notice): its words are checked too, then it is closed. */
async function dismissAll(page: Page, where: string) {
  const open = page.locator('[role="dialog"]');
  for (let i = 0, count = await open.count(); i < 5 && count; i++) {
    const top = open.last();
    const id = (await top.getAttribute('data-testid')) ?? 'modal';
    await check(page, `${where}: ${id}`);
    console.log(`closing ${id} (${where}): ${(await top.innerText()).replace(/\s+/g, ' ').slice(0, 160)}`);
    const cancel = top.locator('.modal__foot .btn:not(.btn--primary)');
    await ((await cancel.count()) ? cancel.first() : top.locator('.modal__foot button').first()).click();
    count = await oneFewer(open, count);
  }
}

/**
 * Waits for the submit's answer, whichever comes first: the dialog's button enabled again (refused
 * in the browser, or by the server with the reason shown), a modal above the dialog (success,
 * multi-status, error, warning or a choice: all open before the dialog closes), or the dialog
 * closed (went through). Each ends the wait at once; none is a timeout. No answer at all within
 * 15 s (the button busy for good) is a problem of its own.
 */
async function answerOf(page: Page, dialogTestId: string, where: string) {
  await page
    .waitForFunction(
      (id) => {
        const own = document.querySelector<HTMLElement>(`[role="dialog"][data-testid="${id}"]`);
        if (!own?.checkVisibility()) return 'closed';
        if ([...document.querySelectorAll<HTMLElement>('[role="dialog"]')].some((d) => d !== own && d.checkVisibility())) return 'a modal above';
        return own.querySelector<HTMLButtonElement>('.modal__foot .btn--primary')?.disabled === false && 'button enabled';
      },
      dialogTestId,
      { timeout: 15_000 },
    )
    .catch(() => problems.push(`${where}: no answer within 15 s (the dialog stayed busy)`));
}

async function tourDialog(page: Page, language: string, dialogId: string, dialog: Locator) {
  await expect(dialog).toBeVisible();
  // Read while the dialog is open: after a submit that goes through it may be gone at once.
  const testId = (await dialog.getAttribute('data-testid')) ?? `dialog-${dialogId}`;
  for (const variant of VARIANTS) {
    await fillAll(dialog, variant);
    await dialog.locator('.modal__foot .btn--primary').click();
    await answerOf(page, testId, `${language} ${dialogId} (${variant})`);
    await check(page, `${language} ${dialogId} (${variant})`);
    if (SHOTS && variant !== 'empty') await page.screenshot({ path: path.join(SHOTS, `${dialogId}.${language}.png`) });
    if (!(await closeAnswers(page, dialog))) return; // went through: nothing left to refuse
  }
  await dialog.locator('.modal__foot .btn:not(.btn--primary)').first().click();
  await expect(dialog).toBeHidden();
}

/** The rows a list call answers (the grid's own call, with its fixed query; `$parent.<field>` read from `parent`). */
async function listRows(admin: Api, api: string, query: Json = {}, parent: Json = {}): Promise<Json[]> {
  const values = Object.entries(query)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => [k, typeof v === 'string' && v.startsWith('$parent.') ? String(parent[v.slice('$parent.'.length)]) : String(v)]);
  const search = new URLSearchParams(values).toString();
  const answer = (await admin.get(`${apiPaths[api].path}${search ? `?${search}` : ''}`)) as Json[] | { data: Json[] };
  return Array.isArray(answer) ? answer : answer.data;
}

/**
 * The ids of a master row's detail rows in a state the action accepts (its enabledWhen), read from
 * the detail's own rows (the master row's field, or the detail's list call), so that only those are
 * tried; none to say (no enabledWhen, or a detail the grid does not say the source of): every row.
 */
async function fittingDetailRows(admin: Api, grid: Grid, action: Action, masters: Map<string, Json>, masterId: string): Promise<Set<string> | undefined> {
  const detail = grid.detail;
  const master = masters.get(masterId);
  if (!action.enabledWhen || !detail || !master) return undefined;
  const rows = detail.rowsField
    ? (master[detail.rowsField] as Json[] | undefined)
    : detail.dataSource?.api
      ? await listRows(admin, detail.dataSource.api, detail.dataSource.query, master)
      : undefined;
  if (!rows) return undefined;
  const { field, in: states } = action.enabledWhen;
  return new Set(rows.filter((r) => states.includes(r[field])).map((r) => String(r[detail.rowId ?? 'id'])));
}

/** Selects a rendered row the action accepts (its enabledWhen state), reading the rows from the grid's own list call. */
async function selectRow(page: Page, admin: Api, grid: Grid, action: Action): Promise<Locator | false> {
  const rows = page.locator(`[data-grid="${grid.id}"] [role="row"][row-id]`);
  // Its rows, or its notice that it has none (shown once the answer is in, not while it loads).
  await rows
    .or(page.locator(`[data-grid="${grid.id}"] .grid-empty`))
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  const ids = [...new Set(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('row-id')!)))];
  if (!ids.length) return false;
  let chosen = ids[0];
  if (action.enabledWhen && grid.dataSource.api) {
    const byId = new Map((await listRows(admin, grid.dataSource.api, grid.dataSource.query)).map((r) => [String(r[grid.rowId]), r]));
    const fit = ids.find((id) => action.enabledWhen!.in.includes(byId.get(id)?.[action.enabledWhen!.field]));
    if (!fit) return false;
    chosen = fit;
  }
  const box = page.locator(`[data-grid="${grid.id}"] [role="row"][row-id="${chosen}"]`).getByRole('checkbox').first();
  await box.check();
  return box;
}

/**
 * Whether the action opened the dialog: waits for the first modal the click shows (the dialog, or
 * a warning or a choice in its place) rather than for the dialog alone until a timeout.
 */
async function opened(page: Page, dialog: Locator): Promise<boolean> {
  const shown = await page
    .locator('[role="dialog"]')
    .first()
    .waitFor({ state: 'visible', timeout: 5000 })
    .then(
      () => true,
      () => false,
    );
  return shown && dialog.isVisible();
}

/** A detail grid's action: the first detail row of the first master rows that opens the dialog. */
async function openFromDetail(page: Page, admin: Api, grid: Grid, action: Action, dialog: Locator): Promise<boolean> {
  const expanders = page.locator(`[data-grid="${grid.id}"] .grid-expander`);
  await expanders
    .or(page.locator(`[data-grid="${grid.id}"] .grid-empty`))
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  const masters = Math.min(4, await expanders.count());
  // The master rows' data, to try the detail rows the action accepts: a row in another state
  // answers with a warning in place of the dialog, and one such warning is enough for its words.
  const masterRows =
    action.enabledWhen && grid.dataSource.api
      ? new Map((await listRows(admin, grid.dataSource.api, grid.dataSource.query)).map((r) => [String(r[grid.rowId]), r]))
      : new Map<string, Json>();
  // One row in another state is still tried once, first: the warning it answers has words to check.
  let refusalTried = false;
  for (let i = 0; i < masters; i++) {
    const masterId = await expanders.nth(i).locator('xpath=ancestor::*[@role="row"][@row-id][1]').getAttribute('row-id');
    const fitting = masterId === null ? undefined : await fittingDetailRows(admin, grid, action, masterRows, masterId);
    if (fitting?.size === 0) continue;
    await expanders.nth(i).click();
    const panel = page.locator('.detail-panel').first();
    const rows = panel.locator('[role="row"][row-id]');
    // The detail rows, or the panel's notice that the master has none.
    const answered = await rows
      .or(panel.locator('.grid-empty'))
      .first()
      .waitFor({ state: 'visible', timeout: 5000 })
      .then(
        () => true,
        () => false,
      );
    if (!answered || !(await rows.count())) {
      await expanders.nth(i).click();
      continue;
    }
    const shown = [...new Set(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('row-id')!)))];
    const refusal: string[] = fitting && !refusalTried ? shown.filter((id) => !fitting.has(id)).slice(0, 1) : [];
    refusalTried ||= refusal.length > 0;
    const ids = fitting ? [...refusal, ...shown.filter((id) => fitting.has(id)).slice(0, 4)] : shown.slice(0, 4);
    for (const id of ids) {
      const box = panel.locator(`[role="row"][row-id="${id}"]`).getByRole('checkbox').first();
      await box.check();
      await panel.locator(`button[data-action="${action.id}"]`).first().click();
      if (await opened(page, dialog)) return true;
      await check(page, `detail action ${action.id}`);
      await dismissAll(page, `detail action ${action.id}`);
      await box.uncheck();
    }
    await expanders.nth(i).click();
  }
  return false;
}

async function runAction(page: Page, actionId: string): Promise<boolean> {
  const bar = page.locator('.action-bar:not(.action-bar--compact)').first();
  await bar.waitFor({ timeout: 15_000 });
  const loose = bar.locator(`:scope > button[data-action="${actionId}"]`);
  if (await loose.count()) return loose.click().then(() => true);
  // In a group's menu: open the groups until the action shows.
  const groups = bar.locator('.dropdown');
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i).locator(':scope > button');
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    // The menu renders with all its entries at once: once it shows, the action is in it or not.
    const menu = groups.nth(i).locator('.dropdown__menu');
    await menu.waitFor({ state: 'visible', timeout: 5000 }).catch(() => undefined);
    const item = menu.locator(`[role="menuitem"][data-action="${actionId}"]`);
    if (await item.isVisible()) return item.click().then(() => true);
    if ((await group.getAttribute('aria-expanded')) === 'true') await group.click();
  }
  return false;
}

// Three languages side by side; on a shared, loaded 2-core machine the dialogs alone took about 9 minutes.
test.describe.configure({ timeout: 900_000 });

test('every dialog is reached by a grid action or listed with its page', () => {
  const unreached = dialogIds.filter((id) => !dialogActions.has(id) && !ELSEWHERE[id]);
  expect(unreached).toEqual([]);
});

/** A grid's route opened in the app, once its grid (not the previous screen's) shows. */
async function openGrid(page: Page, route: string, grid: Grid) {
  await navigateInApp(page, `/${route}`);
  await expect(page.locator(`[data-grid="${grid.id}"]`).first()).toBeVisible({ timeout: 30_000 });
}

async function tour(browser: Browser, language: string): Promise<{ skipped: string[]; timings: string[] }> {
  const timings: string[] = [];
  // Grid dialogs: one visit per grid, each of its dialogs opened once.
  const byRoute = new Map<string, { grid: Grid; action: Action; dialogId: string; detail: boolean }[]>();
  for (const [dialogId, { grid, action, detail }] of dialogActions) {
    const route = grid.routes[0].path;
    byRoute.set(route, [...(byRoute.get(route) ?? []), { grid, action, dialogId, detail }]);
  }
  const signingIn = Date.now();
  const { page, admin } = await signedIn(browser, language, `/${[...byRoute.keys()][0]}`);
  console.log(`${language} signed in: ${Date.now() - signingIn} ms`);
  const skipped: string[] = [];
  try {
    for (const [route, entries] of byRoute) {
      const opening = Date.now();
      await openGrid(page, route, entries[0].grid);
      console.log(`${language} /${route} opened: ${Date.now() - opening} ms`);
      for (const { grid, action, dialogId, detail } of entries) {
        const started = Date.now();
        await dismissAll(page, `${route} before ${action.id}`);
        const dialog = page.getByTestId(`dialog-${dialogId}`);
        if (detail) {
          if (!(await openFromDetail(page, admin, grid, action, dialog))) skipped.push(`${dialogId}: no detail row on ${route} opened it`);
          else await tourDialog(page, language, dialogId, dialog);
          // The next action starts from the grid as loaded (no master row expanded).
          await page.goto(`/${route}`);
          console.log(`${language} ${dialogId} (detail): ${Date.now() - started} ms`);
          continue;
        }
        const selected = action.selection && action.selection !== 'none' ? await selectRow(page, admin, grid, action) : null;
        if (selected === false) {
          skipped.push(`${dialogId}: no row on ${route} in a state that allows ${action.id}`);
          continue;
        }
        if (!(await runAction(page, action.id))) {
          skipped.push(`${dialogId}: ${action.id} is not offered to the admin on ${route}`);
        } else if (!(await opened(page, dialog))) {
          await check(page, `${language} ${dialogId} (opening)`);
          await dismissAll(page, `${dialogId} (opening)`);
          skipped.push(`${dialogId}: did not open from ${route}`);
        } else await tourDialog(page, language, dialogId, dialog);
        // The next action starts from no selection.
        if (selected) await selected.uncheck().catch(() => page.goto(`/${route}`));
        timings.push(`${dialogId} ${Date.now() - started} ms`);
        console.log(`${language} ${dialogId}: ${Date.now() - started} ms`);
      }
    }
    // Forms on pages: criteria pages and the company information. Each is loaded afresh (several
    // criteria pages may share one form component, so after a client-side navigation the previous
    // page's form could be taken for this one's).
    const noForm = new Set(Object.values(ELSEWHERE).flatMap((e) => (e.form === false ? [e.page] : [])));
    const pages = [...new Set([...Object.values(ELSEWHERE).map((e) => e.page), ...PAGE_FORMS])];
    for (const route of pages) {
      const started = Date.now();
      await page.goto(route);
      if (noForm.has(route)) {
        // Its words are checked all the same, once the page is there.
        await expect(page.locator('main').first()).toBeVisible();
        await check(page, `${language} ${route}`);
        skipped.push(`${route}: no form shown`);
        continue;
      }
      // A ceiling, not a pause: these pages have a form (the one without is marked `form: false`),
      // which on a loaded machine may take longer than a few seconds to show.
      const form = page.locator('main form, .page form').first();
      if (
        !(await form.waitFor({ state: 'visible', timeout: 30_000 }).then(
          () => true,
          () => false,
        ))
      ) {
        skipped.push(`${route}: no form shown`);
        continue;
      }
      for (const variant of VARIANTS) {
        await fillAll(form, variant);
        const submit = page.locator('.page button[type=submit]').first();
        if (!(await submit.isEnabled())) break;
        await submit.click();
        await check(page, `${language} ${route} (${variant})`);
        // A page form has no dialog of its own: every modal the submit opened is an answer, its
        // words checked and closed (not a dialog looked for until a timeout).
        await dismissAll(page, `${language} ${route} (${variant})`);
        if (!page.url().includes(route)) await page.goto(route);
      }
      console.log(`${language} ${route}: ${Date.now() - started} ms`);
    }
  } finally {
    await page.context().close();
  }
  return { skipped, timings };
}

test('dialogs and page forms refuse bad values in business words, in en-GB, da-DK and nb-NO', async ({ browser }) => {
  const started = Date.now();
  const results = await Promise.all(LANGUAGES.map((language) => tour(browser, language)));
  LANGUAGES.forEach((language, i) => {
    const { skipped } = results[i];
    test.info().annotations.push(...skipped.map((s) => ({ type: `not toured (${language})`, description: s })));
    console.log(`${language}: ${dialogActions.size} grid dialogs, ${skipped.length} not toured${skipped.length ? `:\n  ${skipped.join('\n  ')}` : ''}`);
  });
  console.log(`words tour: ${Math.round((Date.now() - started) / 1000)} s`);
  expect(problems, problems.join('\n')).toEqual([]);
});
