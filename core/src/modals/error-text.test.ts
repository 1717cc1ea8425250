import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../../../schemas/i18n/en-GB/Validation.json';
import da from '../../../schemas/i18n/da-DK/Validation.json';
import fieldsDa from '../../../schemas/i18n/da-DK/Fields.json';
import jobsEn from '../../../schemas/i18n/en-GB/Errors.Jobs.json';
import { errorText, saidBy } from './error-text';

async function instance(lng: string) {
  const i = i18next.createInstance();
  await i.init({
    lng,
    fallbackLng: 'en-GB',
    interpolation: { escapeValue: false },
    resources: {
      'en-GB': { translation: { Validation: en, Errors: { Jobs: jobsEn } } },
      'da-DK': { translation: { Validation: da, Fields: fieldsDa } },
    },
  });
  return i;
}

const DEVELOPER_TEXT = /body\/|must |\{\{|[A-Za-z]+\.[A-Za-z]+\.[A-Za-z]+|\/\d+\//;

describe('errorText', () => {
  it("tells refused input field by field in the user's language, with line numbers from 1 and no JSON pointer", async () => {
    const i = await instance('da-DK');
    const text = errorText(
      {
        code: 'BadRequest',
        message: 'body/drafts/0/lines/0/orderedQuantity must be <= 1000000000; body/phone must match pattern "^[0-9 +()./-]*$"',
        details: {
          problems: [
            { path: ['drafts', 0, 'lines', 0, 'orderedQuantity'], field: 'orderedQuantity', rule: 'maximum', limit: 1e9 },
            { path: ['phone'], field: 'phone', rule: 'pattern' },
            { path: [], field: '', rule: 'requiredOneOf', options: ['locationIds', 'stockIds'] },
          ],
        },
      },
      i.t,
      (k) => i.exists(k),
    );
    expect(text).toContain('Linje 1, Bestilt antal: Må højst være 1.000.000.000');
    expect(text).toContain('Telefon: Værdien har ikke den forventede form');
    expect(text).toContain('Udfyld et af felterne: Lokationer, Lagerlinjer');
    expect(text).not.toMatch(DEVELOPER_TEXT);
  });

  it("fills a refusal's placeholders from its details and says which details it has said", async () => {
    const i = await instance('en-GB');
    const error = { code: 'Jobs.OpenTasks', message: 'Job has 2 open tasks', details: { jobName: 'Job 7', openTasks: 2, count: 2 } };
    expect(errorText(error, i.t, (k) => i.exists(k))).toBe('Job Job 7 has 2 open tasks.');
    expect(errorText({ ...error, details: { ...error.details, count: 1 } }, i.t, (k) => i.exists(k))).toBe('Job Job 7 has 1 open task.');
    expect(saidBy(error, i.t, (k) => i.exists(k))).toEqual(['jobName', 'count']);
    // A placeholder without its value never shows as {{…}}: the server's own message is said instead.
    expect(errorText({ ...error, details: {} }, i.t, (k) => i.exists(k))).toBe('Job has 2 open tasks');
  });

  it("lists an order's rule problems translated, on lines counted from 1", async () => {
    const i = await instance('en-GB');
    i.addResourceBundle(
      'en-GB',
      'translation',
      { Sales: { rules: { quantity: 'Quantity must be a whole number greater than zero' } }, Errors: { Sales: { Invalid: 'The sales order breaks a rule' } } },
      true,
    );
    const text = errorText(
      { code: 'Sales.Invalid', message: 'x', details: { problems: [{ field: 'quantity', key: 'Sales.rules.quantity', message: 'Quantity must…', line: 0 }] } },
      i.t,
      (k) => i.exists(k),
    );
    expect(text).toBe('The sales order breaks a rule\nLine 1: Quantity must be a whole number greater than zero');
  });
});
