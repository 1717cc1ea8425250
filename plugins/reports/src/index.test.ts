import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportsPlugin } from './index';
import { cleanCriteria, criteriaFromSearch, criteriaToSearch, REPORT_DEFINITIONS } from './report-definitions';
import { fitsOneLine, fontFor, plainSpaces, reportDocument } from './pdf/report-document';
import { fileSize } from './DownloadsPage';

const read = (relative: string) => JSON.parse(fs.readFileSync(new URL(relative, import.meta.url), 'utf8'));

describe('reports plugin', () => {
  it('names a criteria form and a result grid in the schemas for every report', () => {
    const index = read('../../../schemas/index.json') as { grids: string[]; dialogs: string[] };
    const gridIds = index.grids.map((f) => read(`../../../schemas/${f}`).id as string);
    const dialogIds = index.dialogs.map((f) => read(`../../../schemas/${f}`).id as string);
    for (const def of REPORT_DEFINITIONS) {
      expect(gridIds).toContain(def.gridId);
      expect(dialogIds).toContain(def.dialogId);
      expect((reportsPlugin.pages ?? []).map((p) => p.path)).toContain(def.page);
      if (def.configPage) expect((reportsPlugin.pages ?? []).map((p) => p.path)).toContain(def.configPage);
    }
  });

  it('carries criteria in the address and leaves out the empty ones', () => {
    const criteria = { dateFrom: '2026-01-01', processTypes: ['Picking'], fromLocation: '' };
    expect(criteriaFromSearch(criteriaToSearch(criteria))).toEqual(criteria);
    expect(criteriaFromSearch('?criteria=%7Bbroken')).toBeUndefined();
    expect(cleanCriteria({ ...criteria, materialsSKU: [] })).toEqual({ dateFrom: '2026-01-01', processTypes: ['Picking'] });
  });

  it('makes a document with the header row repeated and the footer text per page', () => {
    const doc = reportDocument({
      company: 'Demo A/S',
      title: 'Stock value',
      criteria: ['Date: 24/11/2026'],
      printed: 'Printed 24/11/2026',
      headers: ['Item', 'Qty'],
      rows: [['A', '1']],
      numeric: [false, true],
      footer: (page, pages) => `Side ${page} af ${pages}`,
    }) as { content: Array<{ table?: { headerRows: number; body: Array<Array<{ alignment: string }>> } }>; footer: (p: number, n: number) => { text: string } };
    const table = doc.content.find((c) => c.table)!.table!;
    expect(table.headerRows).toBe(1);
    expect(table.body[1][1].alignment).toBe('right');
    expect(doc.footer(2, 5).text).toBe('Side 2 af 5');
  });

  it('sets a report in the standard font when every text fits it, in Roboto otherwise', () => {
    expect(fontFor(['Lagerværdi', 'Side 1 af 3', 'Skrue 4 × 50 – rustfri “A2”', '1.234,50 €', 'Œuvre'])).toBe('Helvetica');
    expect(fontFor(['Lagerværdi', 'Śruba M8'])).toBe('Roboto');
    expect(fontFor(['螺丝'])).toBe('Roboto');
    expect(fontFor(['\u0085'])).toBe('Roboto');
    // Intl's narrow no-break spaces (times, some number formats) become a no-break space the font has.
    expect(fontFor([plainSpaces('10:30\u202fPM · 1\u202f234')])).toBe('Helvetica');
    const doc = reportDocument({ company: '', title: '', criteria: [], printed: '', headers: ['A'], rows: [['x']], numeric: [false], footer: () => '' }, 'Helvetica') as {
      defaultStyle: { font: string };
      content: Array<{ table?: { body: unknown[][] } }>;
    };
    expect(doc.defaultStyle.font).toBe('Helvetica');
    // A left-aligned cell is the plain text: no per-cell object for pdfmake to walk.
    expect(doc.content.find((c) => c.table)!.table!.body[1][0]).toBe('x');
  });

  it('keeps a cell that surely fits its column on one line (one text object), and lets a long one wrap', () => {
    expect(fitsOneLine('24/11/2026 10:30', 100)).toBe(true);
    expect(fitsOneLine('WWWWWWWWWWWWWWWW', 100)).toBe(false);
    const doc = reportDocument({
      company: '',
      title: '',
      criteria: [],
      printed: '',
      headers: ['Date', 'Material'],
      rows: [['24/11/2026 10:30', 'A very long material name that cannot possibly fit on one line of a narrow column of the table, ever']],
      numeric: [false, false],
      footer: () => '',
    }) as { content: Array<{ table?: { body: unknown[][] } }> };
    const [date, name] = doc.content.find((c) => c.table)!.table!.body[1] as string[];
    expect(date).toBe('24/11/2026\u00a010:30');
    expect(name).toContain('material name');
  });

  it('shows file sizes in the user number format', () => {
    expect(fileSize(512, 'en-GB')).toBe('512 B');
    expect(fileSize(1536, 'da-DK')).toBe('1,5 kB');
  });
});
