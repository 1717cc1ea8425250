import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layeredSchemas } from '@cockpit/core/schema/node';

/**
 * A material group is stored by its name in the ERP's words ("Tools") and shown in the user's
 * language (Enums.MaterialGroup: "Værktøj"), wherever it appears: as a grid column (the Materials
 * grid, the material summary and stock value reports) and as a choice in a form (the material
 * dialog, the reports' criteria), where a Danish clerk could not type "Tools" to find Værktøj.
 */
const ROOT = path.resolve(__dirname, '../..');
const schemas = layeredSchemas(path.join(ROOT, 'schemas'), path.join(ROOT, 'plugins'));

type Column = { field: string; type?: string; enum?: string };
type Dialog = { id: string; form?: { properties?: Record<string, unknown> }; lookups?: Record<string, { labelEnum?: string }> };

const grids = (schemas.list('grids') ?? []).map((f) => schemas.read(`grids/${f}`) as { id: string; columns?: Column[]; detail?: { columns?: Column[] } });
const dialogs = (schemas.list('dialogs') ?? []).map((f) => schemas.read(`dialogs/${f}`) as Dialog);

describe('material groups', () => {
  it('are an enum column of MaterialGroup in every grid that shows them', () => {
    const columns = grids.flatMap((g) => [...(g.columns ?? []), ...(g.detail?.columns ?? [])].map((c) => ({ grid: g.id, ...c }))).filter((c) => c.field === 'materialGroup');
    expect(columns.length).toBeGreaterThanOrEqual(3);
    expect(columns.filter((c) => c.type !== 'enum' || c.enum !== 'MaterialGroup').map((c) => c.grid)).toEqual([]);
  });

  it('are chosen from the translated list in every form that asks for one', () => {
    const forms = dialogs.filter((d) => d.form?.properties && 'materialGroup' in d.form.properties);
    expect(forms.length).toBeGreaterThanOrEqual(3);
    expect(forms.filter((d) => d.lookups?.materialGroup?.labelEnum !== 'MaterialGroup').map((d) => d.id)).toEqual([]);
  });
});
