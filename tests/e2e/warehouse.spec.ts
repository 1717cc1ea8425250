import { expect, test, type Page } from '@playwright/test';
import { gridRows, signIn } from './support';

/**
 * The warehouse engine from the console (issue 4): prepare an order from the outgoing-orders grid
 * and find its operation, job and tasks; perform the tasks through the terminal calls (as a
 * handheld would) and see the order complete; an inventory from creation to approval; a refused
 * action shows the refusal's message.
 */

type Row = Record<string, any>;

async function token(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('cockpit.session.' + localStorage.getItem('cockpit.session.current'))!);
}

async function apiGet<T = Row[]>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${await token(page)}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()).result as T;
}

async function apiPut(page: Page, path: string, data: unknown): Promise<void> {
  const res = await page.request.put(path, { headers: { authorization: `Bearer ${await token(page)}` }, data });
  expect(res.status(), `${path} ${await res.text()}`).toBe(200);
}

/** The terminal: start the jobs, then perform each task with the quantity `confirm` gives. */
async function performOnTerminal(page: Page, tasks: Row[], confirm: (t: Row) => number = (t) => t.requestedQuantity) {
  for (const jobId of new Set(tasks.map((t) => t.jobId))) await apiPut(page, '/api/Terminal/startJob', { jobId });
  for (const t of tasks) await apiPut(page, '/api/Terminal/performTask', { taskId: t.id, confirmedQuantity: confirm(t) });
}

/** A new order (all lines Initial, nothing reserved) whose lines the pick faces can fill; the newest first. */
async function preparableOrder(page: Page, skip: number[] = []): Promise<Row> {
  const orders = (await apiGet(page, '/api/OutgoingOrder/description?state=Initial'))
    .filter((o) => !skip.includes(o.id) && o.lines?.length && o.lines.every((l: Row) => l.state === 'Initial' && !l.reservedQuantity))
    .sort((a, b) => b.id - a.id);
  for (const order of orders) {
    let ok = true;
    for (const line of order.lines) {
      const stocks = await apiGet(page, `/api/Stock/description?materialItemNo=${encodeURIComponent(line.materialItemNo)}&locationRole=Pick`);
      const free = stocks.filter((s) => s.materialItemNo === line.materialItemNo).reduce((n, s) => n + s.availableStockQuantity, 0);
      if (free < line.orderedQuantity) ok = false;
    }
    if (ok) return order;
  }
  throw new Error('no preparable order in the demo data');
}

async function search(page: Page, filterLabel: string, value: string) {
  await page.getByRole('searchbox', { name: filterLabel }).fill(value);
  await page.getByTestId('filter-search').click();
}

const row = (page: Page, gridId: string, id: number | string) => page.locator(`[data-grid="${gridId}"] [role="row"][row-id="${id}"]`);

/** An action of the grid's action bar that sits in a group's menu. */
async function groupAction(page: Page, group: string, label: string) {
  await page
    .locator('.action-bar:not(.action-bar--compact)')
    .first()
    .getByRole('button', { name: `${group} ▾` })
    .click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

async function selectRow(page: Page, gridId: string, id: number | string) {
  await row(page, gridId, id).getByRole('checkbox').first().check();
}

test.describe('the warehouse engine from the console', () => {
  // Several grids and a dozen terminal calls each: more than the default minute on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('prepares an order from the grid, shows its operation, job and tasks; the terminal performs them and the order completes', async ({ page }) => {
    const order = await preparableOrder(page);
    await page.goto('/outgoing-orders-page');
    await gridRows(page, 'OutgoingOrder');
    await search(page, 'Order no.', order.orderNo);
    await expect(row(page, 'OutgoingOrder', order.id)).toBeVisible();
    await selectRow(page, 'OutgoingOrder', order.id);
    await groupAction(page, 'Prepare', 'Prepare');
    await expect(row(page, 'OutgoingOrder', order.id).locator('[col-id="operationsSummarizedState"]')).toHaveText('Prepared');

    // Its tasks, reserving what the order asked for.
    const tasks = await apiGet(page, `/api/Task/description?orderId=${order.id}`);
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((t) => t.state === 'Prepared' && t.jobId)).toBe(true);
    const ordered = order.lines.reduce((n: number, l: Row) => n + l.orderedQuantity, 0);
    expect(tasks.reduce((n, t) => n + t.requestedQuantity, 0)).toBe(ordered);

    // The operation in the operations grid.
    await page.goto('/operations-page');
    await gridRows(page, 'Operation');
    await search(page, 'Order numbers', order.orderNo);
    const opRows = page.locator('[data-grid="Operation"] [role="row"][row-id]').filter({ hasText: order.orderNo });
    await expect(opRows.first()).toBeVisible();
    await expect(opRows.first()).toContainText('Prepared');

    // The job in the jobs grid, with the order's tasks as its detail rows.
    const jobName = tasks[0].jobName as string;
    await page.goto('/jobs-page');
    await gridRows(page, 'Job');
    await search(page, 'Name', jobName);
    const jobRow = row(page, 'Job', tasks[0].jobId);
    await expect(jobRow).toBeVisible();
    await expect(jobRow).toContainText(jobName);
    await jobRow.getByRole('button', { name: 'Show details' }).click();
    const detail = page.getByTestId(`detail-${tasks[0].jobId}`);
    for (const t of tasks.filter((x) => x.jobId === tasks[0].jobId)) await expect(detail.locator(`[role="row"][row-id="${t.id}"]`).first()).toBeVisible();

    // The tasks in the tasks grid.
    await page.goto('/tasks-page');
    await gridRows(page, 'Task');
    await search(page, 'Order no.', order.orderNo);
    for (const t of tasks) await expect(row(page, 'Task', t.id)).toBeVisible();
    await expect(page.locator('[data-grid="Task"] [role="row"][row-id]')).toHaveCount(tasks.length);

    // The handheld performs the tasks; after a refresh the order shows Completed.
    await performOnTerminal(page, tasks);
    await page.goto('/outgoing-orders-page');
    await gridRows(page, 'OutgoingOrder');
    await search(page, 'Order no.', order.orderNo);
    await expect(row(page, 'OutgoingOrder', order.id).locator('[col-id="state"]')).toHaveText('Completed');
    const [after] = await apiGet(page, `/api/OutgoingOrder/description?orderNo=${encodeURIComponent(order.orderNo)}`);
    expect(after.state).toBe('Completed');
  });

  test('runs an inventory from creation to approval', async ({ page }) => {
    // A bulk location with stock that nobody reserves and no open inventory counts.
    const stocks = await apiGet(page, '/api/Stock/description?locationRole=Bulk&reserved=false');
    const byLocation = new Map<string, Row[]>();
    for (const s of stocks) byLocation.set(s.location, [...(byLocation.get(s.location) ?? []), s]);
    for (const inv of (await apiGet(page, '/api/Inventory/description')).filter((i) => ['Initial', 'Started', 'Counted'].includes(i.state))) {
      for (const l of await apiGet(page, `/api/Inventory/lines?inventoryId=${inv.id}`)) byLocation.delete(l.location);
    }
    const [location] = [...byLocation.entries()].reverse().find(([, rows]) => rows.length <= 3 && rows.every((r) => r.quantity > 0))!;
    const name = `E2E count ${Date.now() % 100000}`;

    await page.goto('/inventory-page');
    await gridRows(page, 'Inventory');
    await page.getByRole('button', { name: 'Create inventory' }).click();
    const dialog = page.getByTestId('dialog-create-inventory');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Max tasks per job').fill('5');
    // The locations are a searchable multiple combobox (more than 12 of them): type, pick the option.
    const locations = dialog.getByRole('combobox', { name: 'Locations' });
    await locations.fill(location);
    await dialog.getByRole('listbox', { name: 'Locations' }).getByRole('option', { name: location, exact: true }).click();
    await expect(dialog.getByRole('list', { name: '1 chosen' }).getByRole('listitem')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    // A notice that does not block confirms it (issue 11).
    await expect(page.getByTestId('notice')).toHaveText(/Inventory created/);

    const [inventory] = await apiGet(page, `/api/Inventory/description?journalName=${encodeURIComponent(name)}`);
    expect(inventory).toMatchObject({ journalName: name, state: 'Started' });
    expect(inventory.linesInJournal).toBeGreaterThan(0);
    await search(page, 'Journal', name);
    await expect(row(page, 'Inventory', inventory.id).locator('[col-id="state"]')).toHaveText('Started');

    // The floor counts every line on the terminal: one short, the others as expected.
    const lines = await apiGet(page, `/api/Inventory/lines?inventoryId=${inventory.id}`);
    const tasks: Row[] = [];
    for (const l of lines) tasks.push(...(await apiGet(page, `/api/Task/description?inventoryLineId=${l.id}`)));
    expect(tasks.length).toBe(lines.length);
    await performOnTerminal(page, tasks, (t) => (t.id === tasks[0].id ? t.requestedQuantity - 1 : t.requestedQuantity));

    // Accept the counted lines in the detail grid, then approve the inventory.
    await page.reload();
    await gridRows(page, 'Inventory');
    await search(page, 'Journal', name);
    const invRow = row(page, 'Inventory', inventory.id);
    await expect(invRow.locator('[col-id="state"]')).toHaveText('Counted');
    await invRow.getByRole('button', { name: 'Show details' }).click();
    const detail = page.getByTestId(`detail-${inventory.id}`);
    // A count equal to the expected quantity is accepted by itself; the short one waits for a decision.
    const toAccept = (await apiGet(page, `/api/Inventory/lines?inventoryId=${inventory.id}`)).filter((l) => l.state === 'Counted');
    expect(toAccept.length).toBe(1);
    for (const l of toAccept) await detail.locator(`[role="row"][row-id="${l.id}"]`).getByRole('checkbox').first().check();
    await detail.getByRole('button', { name: 'Accept line' }).click();
    for (const l of lines) await expect(detail.locator(`[role="row"][row-id="${l.id}"] [col-id="state"]`)).toHaveText('Accepted');

    await selectRow(page, 'Inventory', inventory.id);
    await page.getByRole('button', { name: 'Approve inventory' }).click();
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'Yes' }).click();
    await expect(invRow.locator('[col-id="state"]')).toHaveText('Approved');
    const short = stocks.find((s) => s.stockId === tasks[0].fromStockId)!;
    const [stockAfter] = (await apiGet(page, `/api/Stock/description?locationId=${short.locationId}`)).filter((s) => s.stockId === short.stockId);
    expect(stockAfter.quantity).toBe(short.quantity - 1);
  });

  test("cancelling an order that the floor has started shows 'Order already started!'", async ({ page }) => {
    const order = await preparableOrder(page);
    await apiPut(page, '/api/Process/prepare', { orderIds: [order.id] });
    await page.goto('/outgoing-orders-page');
    await gridRows(page, 'OutgoingOrder');
    await search(page, 'Order no.', order.orderNo);
    await expect(row(page, 'OutgoingOrder', order.id).locator('[col-id="state"]')).toHaveText('Initial');
    await selectRow(page, 'OutgoingOrder', order.id);
    await groupAction(page, 'Cancel', 'Cancel order');
    await expect(page.getByTestId('confirm-modal')).toBeVisible();
    // Meanwhile a picker picks the first task: the order is started when the confirmation comes.
    const tasks = await apiGet(page, `/api/Task/description?orderId=${order.id}`);
    await performOnTerminal(page, tasks.slice(0, 1));
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'Yes' }).click();
    const result = page.getByTestId('multi-status-modal');
    await expect(result).toContainText('Order already started!');
    await expect(result).toContainText(order.orderNo);
    await result.getByRole('button', { name: 'OK' }).click();
    const [after] = await apiGet(page, `/api/OutgoingOrder/description?orderNo=${encodeURIComponent(order.orderNo)}`);
    expect(after.state).toBe('Started');
  });
});
