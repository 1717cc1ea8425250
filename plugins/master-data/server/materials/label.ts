import { code128Bars } from './code128';

/** What a material label shows. */
export interface LabelContent {
  itemNo: string;
  name: string;
  /** Encoded in the barcode: the material's barcode, or its item number when it has none. */
  barcode: string;
}

export interface LabelSize {
  widthMm: number;
  heightMm: number;
}

export const DEFAULT_LABEL_SIZE: LabelSize = { widthMm: 100, heightMm: 50 };

const xml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Characters Code 128 B cannot carry are replaced, so a label can always be printed. */
export function barcodeText(value: string): string {
  return (
    [...value]
      .map((c) => (c.charCodeAt(0) >= 32 && c.charCodeAt(0) <= 126 ? c : '?'))
      .join('')
      .slice(0, 80) || '?'
  );
}

/** An SVG label in millimetres: name, item number, Code 128 barcode and its text. */
export function renderLabelSvg(content: LabelContent, size: LabelSize = DEFAULT_LABEL_SIZE): string {
  const { widthMm: w, heightMm: h } = size;
  const code = barcodeText(content.barcode);
  const { bars, modules } = code128Bars(code);
  const margin = 3;
  const module = (w - 2 * margin) / modules;
  const barTop = h * 0.42;
  const barHeight = h * 0.38;
  const rects = bars
    .map(([x, bw]) => `<rect x="${(margin + x * module).toFixed(3)}" y="${barTop.toFixed(2)}" width="${(bw * module).toFixed(3)}" height="${barHeight.toFixed(2)}"/>`)
    .join('');
  const name = content.name.length > 48 ? `${content.name.slice(0, 47)}…` : content.name;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" fill="#fff"/>`,
    `<text x="${margin}" y="${(h * 0.14).toFixed(2)}" font-family="sans-serif" font-size="${(h * 0.1).toFixed(2)}">${xml(name)}</text>`,
    `<text x="${margin}" y="${(h * 0.32).toFixed(2)}" font-family="sans-serif" font-weight="bold" font-size="${(h * 0.16).toFixed(2)}">${xml(content.itemNo)}</text>`,
    `<g fill="#000">${rects}</g>`,
    `<text x="${w / 2}" y="${(h * 0.93).toFixed(2)}" text-anchor="middle" font-family="monospace" font-size="${(h * 0.08).toFixed(2)}">${xml(code)}</text>`,
    '</svg>',
  ].join('');
}

/** ZPL field data: ^ and ~ would end the field, so the data goes hex-escaped (^FH). */
function zplField(value: string): string {
  return `^FH_^FD${value.replace(/[_^~]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}^FS`;
}

/** A ZPL II label for 203 dpi thermal printers (8 dots per millimetre). */
export function renderLabelZpl(content: LabelContent, size: LabelSize, copies: number): string {
  const dots = (mm: number) => Math.round(mm * 8);
  return [
    '^XA',
    `^PW${dots(size.widthMm)}`,
    `^LL${dots(size.heightMm)}`,
    `^FO24,24^A0N,28,28${zplField(content.name.slice(0, 48))}`,
    `^FO24,64^A0N,44,44${zplField(content.itemNo)}`,
    `^FO24,${dots(size.heightMm * 0.42)}^BY2^BCN,${dots(size.heightMm * 0.32)},Y,N,N${zplField(barcodeText(content.barcode))}`,
    `^PQ${copies}`,
    '^XZ',
  ].join('\n');
}
