import { describe, expect, it } from 'vitest';
import { createI18n, switchLanguage } from './i18n';

const catalogues: Record<string, object> = {
  'en-GB': { Menu: { stocks: 'Stocks' }, Common: { hello: 'Hello {{name}}' } },
  'da-DK': { Menu: { stocks: 'Lagerbeholdning' } },
};
const load = async (code: string) => (catalogues[code] ?? {}) as Record<string, string>;

describe('i18n', () => {
  it('translates from the loaded catalogue and falls back to en-GB', async () => {
    const i18n = await createI18n(load, 'da-DK');
    expect(i18n.t('Menu.stocks')).toBe('Lagerbeholdning');
    expect(i18n.t('Common.hello', { name: 'Pia' })).toBe('Hello Pia');
  });
  it("asks for the user's language and the en-GB fallback at once, not one after the other", async () => {
    const asked: string[] = [];
    const answers: Record<string, () => void> = {};
    const slow = (code: string) => {
      asked.push(code);
      return new Promise<Record<string, string>>((resolve) => (answers[code] = () => resolve(catalogues[code] as Record<string, string>)));
    };
    const made = createI18n(slow, 'da-DK');
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual(['da-DK', 'en-GB']);
    answers['da-DK']!();
    answers['en-GB']!();
    const i18n = await made;
    expect(i18n.t('Common.hello', { name: 'Pia' })).toBe('Hello Pia');
  });
  it('shows a missing dotted key with a leading #, and a plain key as itself', async () => {
    const i18n = await createI18n(load, 'en-GB');
    expect(i18n.t('Menu.nothing')).toBe('#Menu.nothing');
    expect(i18n.t('plain')).toBe('plain');
  });
  it('shows the defaultValue a call gives for a missing key (the server message, a raw enum value)', async () => {
    const i18n = await createI18n(load, 'en-GB');
    expect(i18n.t('Errors.Conflict', { defaultValue: 'Cause code "X" already exists for Lose' })).toBe('Cause code "X" already exists for Lose');
    expect(i18n.t('Enums.Nothing.Weird', { defaultValue: 'Weird' })).toBe('Weird');
  });
  it('switches language', async () => {
    const i18n = await createI18n(load, 'en-GB');
    await switchLanguage(i18n, load, 'da-DK');
    expect(i18n.language).toBe('da-DK');
    expect(i18n.t('Menu.stocks')).toBe('Lagerbeholdning');
  });
});
