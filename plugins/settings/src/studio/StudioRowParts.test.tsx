import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@cockpit/core/i18n';
import { RuntimeProvider, type CockpitRuntime } from '@cockpit/core/runtime';
import { LabelInputs } from './StudioRowParts';
import { useTextsInEveryLanguage } from './texts-in-every-language';

afterEach(cleanup);

/** The studio's label fields of a shipped key in a Danish console: each field in its own language's words. */
const catalogues: Record<string, object> = {
  'en-GB': { Stocks: { columns: { id: 'Stock id' } }, ScreenStudio: { labelIn: '{{field}} in {{language}}' } },
  'da-DK': { Stocks: { columns: { id: 'Lager-id' } }, ScreenStudio: { labelIn: '{{field}} på {{language}}' } },
  'nb-NO': { Stocks: { columns: { id: 'Lager-ID' } }, ScreenStudio: { labelIn: '{{field}} på {{language}}' } },
};

function Fields() {
  const textIn = useTextsInEveryLanguage();
  return <LabelInputs label="Stocks.columns.id" texts={{}} name="id" textIn={textIn} onText={() => undefined} />;
}

describe('the studio’s label fields in da-DK', () => {
  it("show a shipped label's words in each field's own language, the Danish one as its value", async () => {
    const load = async (language: string) => catalogues[language] as never;
    const i18n = await createI18n(load, 'da-DK');
    // The console holds its own language and the fallback; Norwegian is read by the studio.
    expect(i18n.hasResourceBundle('nb-NO', 'translation')).toBe(false);
    const runtime = { i18n, loadCatalogue: load } as unknown as CockpitRuntime;
    render(
      <I18nextProvider i18n={i18n}>
        <RuntimeProvider runtime={runtime}>
          <Fields />
        </RuntimeProvider>
      </I18nextProvider>,
    );
    const field = (language: string) => screen.getByLabelText(`id på ${language}`) as HTMLInputElement;
    expect(field('da-DK').value).toBe('Lager-id');
    expect(field('en-GB').placeholder).toBe('Stock id');
    await waitFor(() => expect(field('nb-NO').placeholder).toBe('Lager-ID'));
    expect(field('en-GB').value).toBe('');
    expect(field('nb-NO').value).toBe('');
  });
});
