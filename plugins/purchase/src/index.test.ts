import fs from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@cockpit/core/i18n';
import { manifestDifferences } from '@cockpit/core/plugin';
import { purchasePlugin } from './index';
import { PurchasePage } from './PurchasePage';

const read = (relative: string) => JSON.parse(fs.readFileSync(new URL(relative, import.meta.url), 'utf8'));

describe('purchase plugin', () => {
  it('declares in plugin.json what it contributes, under the same names', () => {
    expect(manifestDifferences(purchasePlugin, read('../plugin.json'))).toEqual([]);
  });

  it('shows its page with the texts of the catalogue', async () => {
    const i18n = await createI18n(async () => ({ Purchase: read('../../../schemas/i18n/en-GB/Purchase.json') }), 'en-GB');
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(PurchasePage)));
    expect(html).toContain(`>${i18n.t('Purchase.title')}</h1>`);
    // A missing key shows as #key: none may be missing.
    expect(html).not.toContain('#Purchase.');
  });
});
