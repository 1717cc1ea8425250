import { describe, expect, it } from 'vitest';
import { schemasServedByApi } from './load-console-schemas';

describe('schemasServedByApi', () => {
  const here = 'http://console.example/stocks-page';
  it('is true for the default set-up and for an API elsewhere that serves its own /schemas/', () => {
    expect(schemasServedByApi({ apiBaseUrl: '', schemasUrl: '/schemas/' }, here)).toBe(true);
    expect(schemasServedByApi({ apiBaseUrl: 'https://api.example', schemasUrl: 'https://api.example/schemas/' }, here)).toBe(true);
  });
  it('is false for schemas from another folder or host, which are then read and validated in the browser', () => {
    expect(schemasServedByApi({ apiBaseUrl: '', schemasUrl: '/custom-schemas/' }, here)).toBe(false);
    expect(schemasServedByApi({ apiBaseUrl: 'https://api.example', schemasUrl: '/schemas/' }, here)).toBe(false);
  });
});
