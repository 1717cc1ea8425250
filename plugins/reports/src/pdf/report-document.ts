/**
 * A report's PDF as a pdfmake document definition (pure data, so it is tested without a browser):
 * company, report name, criteria and print date at the top; the table's header row repeated on
 * every page (headerRows: 1); "Page X of Y" in the user's language in every footer.
 */
export interface ReportDocumentInput {
  company: string;
  title: string;
  /** Criteria as "label: value" lines, already formatted and translated. */
  criteria: string[];
  printed: string;
  headers: string[];
  rows: string[][];
  numeric: boolean[];
  /** Text under the table (e.g. the total value). */
  summary?: string;
  footer(page: number, pages: number): string;
}

/**
 * Column widths in points, shared out by the longest text of each column (header and first rows),
 * so that dates and numbers stay on one line and a page holds as many rows as it can.
 */
export function columnWidths(headers: string[], rows: string[][], usable: number): number[] {
  const weights = headers.map((h, c) => Math.min(40, Math.max(4, ...h.split(' ').map((w) => w.length), ...rows.slice(0, 200).map((r) => r[c]?.length ?? 0))));
  const sum = weights.reduce((a, b) => a + b, 0);
  // Cell padding and rules take about 12 points a column.
  return weights.map((w) => Math.floor((w / sum) * (usable - 12 * headers.length)));
}

/** The fonts a report can be set in: Helvetica (a PDF standard font) or Roboto (embedded, all of Unicode). */
export type ReportFont = 'Helvetica' | 'Roboto';

/** Characters beyond Latin-1 that the standard fonts' WinAnsi encoding still has (€, dashes, quotes, Œ, Š, ...). */
const WIN_ANSI_EXTRA = new Set([
  402, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224, 8225, 8226, 8230, 8364, 8240, 8249, 8250, 710, 8482, 338, 339, 732, 352, 353, 376, 381, 382,
]);

/** Spaces Intl may put in numbers and times (narrow and thin no-break spaces), shown as a no-break space. */
export const plainSpaces = (text: string) => text.replace(/[\u2007\u2009\u202f]/g, '\u00a0');

/**
 * Whether every text can be set in Helvetica. Setting a table in Roboto measures and shapes every
 * cell with the embedded font's tables (the cost of a long report: measured ~4x slower); the
 * standard font has fixed metrics and is not embedded. A text with a character outside WinAnsi
 * (Polish, Greek, Chinese names, ...) keeps Roboto, so nothing is ever printed wrong.
 */
export function fontFor(texts: Iterable<string>): ReportFont {
  for (const text of texts)
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if ((c >= 0x80 && c < 0xa0) || (c > 0xff && !WIN_ANSI_EXTRA.has(c))) return 'Roboto';
    }
  return 'Helvetica';
}

function* allTexts(input: ReportDocumentInput): Generator<string> {
  yield input.company;
  yield input.title;
  yield* input.criteria;
  yield input.printed;
  yield* input.headers;
  for (const row of input.rows) yield* row;
  if (input.summary) yield input.summary;
  yield input.footer(99, 99);
}

const FONT_SIZE = 8;

/**
 * Whether a cell's text surely fits its column on one line: a generous estimate (Helvetica's and
 * Roboto's widest letters are about 0.9 em, capitals 0.7, the rest 0.6 or less).
 */
export function fitsOneLine(text: string, width: number): boolean {
  let em = 0;
  for (const ch of text) em += 'MWmw@%'.includes(ch) ? 0.95 : ch >= 'A' && ch <= 'Z' ? 0.75 : 0.6;
  return em * FONT_SIZE <= width - 2;
}

/**
 * The document definition. Table cells are plain strings where they are left-aligned and one
 * shared-shape object where right-aligned: pdfmake walks a style stack for every cell object.
 * A cell that surely fits on one line has its spaces made no-break: pdfmake measures, lays out and
 * writes every word as a text object of its own, and one per cell is what costs least.
 */
export function reportDocument(input: ReportDocumentInput, font: ReportFont = 'Roboto'): Record<string, unknown> {
  const wide = input.headers.length > 6;
  const usable = (wide ? 842 : 595) - 64;
  const widths = columnWidths(input.headers, input.rows, usable);
  const oneLine = (text: string, c: number) => (text.includes(' ') && fitsOneLine(text, widths[c]) ? text.replace(/ /g, '\u00a0') : text);
  const cell = input.numeric.map((numeric) => (numeric ? (text: string) => ({ text, alignment: 'right' }) : (text: string) => text));
  return {
    pageSize: 'A4',
    pageOrientation: wide ? 'landscape' : 'portrait',
    pageMargins: [32, 40, 32, 44],
    info: { title: input.title, creator: 'Cockpit' },
    defaultStyle: { fontSize: FONT_SIZE, font },
    content: [
      { text: input.company, style: 'company' },
      { text: input.title, style: 'title' },
      ...input.criteria.map((line) => ({ text: line, style: 'criteria' })),
      { text: input.printed, style: 'criteria', margin: [0, 0, 0, 8] },
      {
        table: {
          headerRows: 1,
          widths,
          body: [
            input.headers.map((h, c) => ({ text: h, style: 'header', alignment: input.numeric[c] ? 'right' : 'left' })),
            ...input.rows.map((row) => row.map((text, c) => cell[c](oneLine(text, c)))),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...(input.summary ? [{ text: input.summary, style: 'summary' }] : []),
    ],
    footer: (page: number, pages: number) => ({ text: input.footer(page, pages), alignment: 'center', fontSize: 8, margin: [0, 16, 0, 0] }),
    styles: {
      company: { fontSize: 10, color: '#555555' },
      title: { fontSize: 16, bold: true, margin: [0, 2, 0, 6] },
      criteria: { fontSize: 8, color: '#333333' },
      header: { bold: true, fillColor: '#eeeeee' },
      summary: { bold: true, margin: [0, 8, 0, 0] },
    },
  };
}

/**
 * Makes the PDF; pdfmake and its fonts are fetched here, in the report chunk, on first use: the
 * standard font's metrics when the text fits it, Roboto otherwise.
 */
export async function makeReportPdf(raw: ReportDocumentInput): Promise<Blob> {
  const input: ReportDocumentInput = {
    ...raw,
    criteria: raw.criteria.map(plainSpaces),
    printed: plainSpaces(raw.printed),
    rows: raw.rows.map((row) => row.map(plainSpaces)),
    summary: raw.summary && plainSpaces(raw.summary),
  };
  const font = fontFor(allTexts(input));
  const { default: pdfMake } = await import('pdfmake/build/pdfmake');
  if (font === 'Helvetica') pdfMake.addFontContainer((await import('pdfmake/build/standard-fonts/Helvetica')).default);
  else pdfMake.addVirtualFileSystem((await import('pdfmake/build/vfs_fonts')).default);
  return pdfMake.createPdf(reportDocument(input, font)).getBlob();
}
