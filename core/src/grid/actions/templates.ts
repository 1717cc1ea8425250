/**
 * Fills an action's call templates (grid.schema.json#/$defs/template): "$row.<field>",
 * "$selected.<field>", "$rows", "$form", "$form.<field>", "$parent.<field>", and "$today" or
 * "$today+<days>" (a calendar day, YYYY-MM-DD, in the browser's day: a dialog's proposed date);
 * objects and lists are filled recursively; anything else is taken as it is.
 */
export interface TemplateScope {
  rows: Record<string, unknown>[];
  form?: Record<string, unknown>;
  parent?: Record<string, unknown>;
}

function read(source: unknown, path: string): unknown {
  if (!path) return source;
  return path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), source);
}

const TODAY = /^\$today(?:([+-])(\d{1,4}))?$/;

/** The day `days` after `from` as YYYY-MM-DD (local calendar day). */
export function dayAfter(days: number, from: Date = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function fillTemplate(template: unknown, scope: TemplateScope): unknown {
  const today = typeof template === 'string' ? TODAY.exec(template) : null;
  if (today) return dayAfter(today[1] === '-' ? -Number(today[2]) : Number(today[2] ?? 0));
  if (typeof template === 'string' && template.startsWith('$')) {
    const [head, ...rest] = template.slice(1).split('.');
    const path = rest.join('.');
    switch (head) {
      case 'row':
        return read(scope.rows[0], path);
      case 'selected':
        return scope.rows.map((r) => read(r, path));
      case 'rows':
        return scope.rows;
      case 'form':
        return read(scope.form ?? {}, path);
      case 'parent':
        return read(scope.parent ?? {}, path);
      default:
        return template;
    }
  }
  if (Array.isArray(template)) return template.map((t) => fillTemplate(t, scope));
  if (template && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, fillTemplate(v, scope)]));
  }
  return template;
}
