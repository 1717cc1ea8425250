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

export function reportDocument(input: ReportDocumentInput): Record<string, unknown> {
  const wide = input.headers.length > 6;
  const usable = (wide ? 842 : 595) - 64;
  return {
    pageSize: 'A4',
    pageOrientation: wide ? 'landscape' : 'portrait',
    pageMargins: [32, 40, 32, 44],
    info: { title: input.title, creator: 'Cockpit' },
    defaultStyle: { fontSize: 8 },
    content: [
      { text: input.company, style: 'company' },
      { text: input.title, style: 'title' },
      ...input.criteria.map((line) => ({ text: line, style: 'criteria' })),
      { text: input.printed, style: 'criteria', margin: [0, 0, 0, 8] },
      {
        table: {
          headerRows: 1,
          widths: columnWidths(input.headers, input.rows, usable),
          body: [
            input.headers.map((h, c) => ({ text: h, style: 'header', alignment: input.numeric[c] ? 'right' : 'left' })),
            ...input.rows.map((row) => row.map((cell, c) => ({ text: cell, alignment: input.numeric[c] ? 'right' : 'left' }))),
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

/** Makes the PDF; pdfmake and its fonts are fetched here, in the report chunk, on first use. */
export async function makeReportPdf(input: ReportDocumentInput): Promise<Blob> {
  const [{ default: pdfMake }, { default: vfs }] = await Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')]);
  pdfMake.addVirtualFileSystem(vfs);
  return pdfMake.createPdf(reportDocument(input)).getBlob();
}
