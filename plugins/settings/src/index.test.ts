import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingsPlugin } from './index';
import { readable } from './cells/ExchangeText';

const read = (relative: string) => JSON.parse(fs.readFileSync(new URL(relative, import.meta.url), 'utf8'));

describe('settings plugin', () => {
  it('has an item in the settings list of schemas/menu.json for every page, with the same permission', () => {
    const items = (read('../../../schemas/menu.json').settings as { items: { path: string; permission: string }[] }[]).flatMap((g) => g.items);
    for (const page of settingsPlugin.pages ?? []) expect(items.find((i) => i.path === page.path)?.permission, page.path).toBe(page.permission);
  });

  it('shows an integration body indented when it is JSON, and as it is otherwise', () => {
    expect(readable('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(readable('plain text')).toBe('plain text');
  });
});
