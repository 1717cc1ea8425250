import { describe, expect, it } from 'vitest';
import { dayAfter, fillTemplate } from './templates';
import type { TFunction } from 'i18next';
import { selectionProblem, selectionProblemText } from './action-rules';
import type { GridAction, GridColumn } from '../schema-types';

const rows = [
  { id: 1, orderNo: 'SO-1', state: 'Initial', lines: [{ id: 10 }] },
  { id: 2, orderNo: 'SO-2', state: 'Started' },
];

describe('action templates', () => {
  it('fills $row, $selected, $rows, $form and $parent, recursively', () => {
    const body = fillTemplate(
      {
        ids: '$selected.id',
        first: '$row.orderNo',
        qty: '$form.quantity',
        all: '$form',
        parentId: '$parent.id',
        fixed: 'x',
        list: ['$row.id', 3],
        nested: { line: '$row.lines.0.id' },
      },
      { rows, form: { quantity: 4 }, parent: { id: 99 } },
    );
    expect(body).toEqual({ ids: [1, 2], first: 'SO-1', qty: 4, all: { quantity: 4 }, parentId: 99, fixed: 'x', list: [1, 3], nested: { line: 10 } });
    expect(fillTemplate('$rows', { rows })).toBe(rows);
    expect(fillTemplate('$unknown.x', { rows })).toBe('$unknown.x');
  });

  it('proposes calendar days: $today and $today+<days>', () => {
    expect(dayAfter(7, new Date(2026, 11, 28))).toBe('2027-01-04');
    expect(fillTemplate('$today', { rows })).toBe(dayAfter(0));
    expect(fillTemplate({ receivingDate: '$today+7' }, { rows })).toEqual({ receivingDate: dayAfter(7) });
    expect(fillTemplate('$today-1', { rows })).toBe(dayAfter(-1));
    expect(fillTemplate('$todayish', { rows })).toBe('$todayish');
  });

  it('the Create PO dialog proposes the same receiving date from the drafts grid as from a draft', async () => {
    const fs = await import('node:fs');
    const drafts = JSON.parse(fs.readFileSync(new URL('../../../../schemas/grids/drafts.json', import.meta.url), 'utf8')) as {
      actions: { id: string; dialogData?: Record<string, unknown> }[];
    };
    const createPo = drafts.actions.find((a) => a.id === 'createPo')!;
    expect(fillTemplate(createPo.dialogData, { rows })).toMatchObject({ receivingDate: dayAfter(7), deliveryPriority: 5 });
  });
});

describe('selection rules', () => {
  const a = (x: Partial<GridAction>): GridAction => ({ id: 'a', label: 'A.b', selection: 'many', call: { api: 'A.b' }, ...x }) as GridAction;
  it("warns 'No rows were selected' when an action needs rows", () => {
    expect(selectionProblem(a({ selection: 'one' }), [])).toMatchObject({ kind: 'noRows' });
    expect(selectionProblem(a({ selection: 'none' }), [])).toBeUndefined();
  });
  it('refuses more rows than allowed with the action message', () => {
    expect(selectionProblem(a({ selection: 'one', tooManyMessage: 'Warnings.tooManySelectedStocks' }), rows)).toEqual({
      kind: 'tooMany',
      message: 'Warnings.tooManySelectedStocks',
    });
    expect(selectionProblem(a({ maxSelection: 1 }), rows)).toMatchObject({ kind: 'tooMany' });
  });
  it('is only enabled in the declared states', () => {
    expect(selectionProblem(a({ enabledWhen: { field: 'state', in: ['Initial'] } }), rows)).toMatchObject({ kind: 'wrongState' });
    expect(selectionProblem(a({ enabledWhen: { field: 'state', in: ['Initial', 'Started'] } }), rows)).toBeUndefined();
  });
  it("gives the grid's own warning for the state a row is in: Order already started! / cancelled", () => {
    const messages = { Cancelled: 'Warnings.orderAlreadyCancelled', '*': 'Warnings.orderAlreadyStarted' };
    const cancel = a({ enabledWhen: { field: 'state', in: ['Initial'], messages } });
    expect(selectionProblem(cancel, [{ state: 'Initial' }, { state: 'Started' }])).toEqual({ kind: 'stateWarning', message: 'Warnings.orderAlreadyStarted' });
    expect(selectionProblem(cancel, [{ state: 'Cancelled' }])).toEqual({ kind: 'stateWarning', message: 'Warnings.orderAlreadyCancelled' });
    const t = ((key: string) => ({ 'Warnings.orderAlreadyStarted': 'Order already started!' })[key] ?? key) as unknown as TFunction;
    expect(selectionProblemText(selectionProblem(cancel, [{ state: 'Started' }])!, t)).toBe('Order already started!');
  });
  it('names the field by its translated label and the values by their enum names', () => {
    const catalogue: Record<string, string> = {
      'Suppliers.columns.supplierStatus': 'Leverandørstatus',
      'Enums.SupplierStatus.Active': 'Aktiv',
      'Warnings.cannotPerformActionState': 'Kun når {{field}} er en af: {{states}}',
    };
    const t = ((key: string, o?: Record<string, string>) => {
      const text = catalogue[key] ?? o?.defaultValue ?? key;
      return text.replace(/{{(\w+)}}/g, (_, k: string) => o?.[k] ?? '');
    }) as unknown as TFunction;
    const columns: GridColumn[] = [{ field: 'supplierStatus', label: 'Suppliers.columns.supplierStatus', type: 'enum', enum: 'SupplierStatus' }];
    const problem = selectionProblem(a({ enabledWhen: { field: 'supplierStatus', in: ['Active'] } }), [{ supplierStatus: 'Inactive' }])!;
    expect(selectionProblemText(problem, t, columns)).toBe('Kun når Leverandørstatus er en af: Aktiv');
  });
});
