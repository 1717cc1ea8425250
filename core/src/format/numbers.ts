/** The number-format setting is a locale (default de-DE). */
export interface NumberFormatSettings {
  locale: string;
}

export const DEFAULT_NUMBER_FORMAT: NumberFormatSettings = { locale: 'de-DE' };

const cache = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, min: number | undefined, max: number | undefined): Intl.NumberFormat {
  const key = `${locale}|${min}|${max}`;
  let f = cache.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max });
    } catch {
      f = new Intl.NumberFormat('de-DE', { minimumFractionDigits: min, maximumFractionDigits: max });
    }
    cache.set(key, f);
  }
  return f;
}

function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

export function formatNumber(value: unknown, settings: NumberFormatSettings = DEFAULT_NUMBER_FORMAT, decimals?: number): string {
  const n = toNumber(value);
  if (n === undefined) return '';
  return formatter(settings.locale, decimals, decimals ?? 3).format(n);
}

/** Money: always 2 decimals. */
export function formatMoney(value: unknown, settings: NumberFormatSettings = DEFAULT_NUMBER_FORMAT): string {
  const n = toNumber(value);
  return n === undefined ? '' : formatter(settings.locale, 2, 2).format(n);
}

export function formatPercent(value: unknown, settings: NumberFormatSettings = DEFAULT_NUMBER_FORMAT): string {
  const n = toNumber(value);
  return n === undefined ? '' : `${formatter(settings.locale, 0, 1).format(n)} %`;
}
