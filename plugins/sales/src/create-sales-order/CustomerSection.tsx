import { routes } from '@cockpit/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '@cockpit/core/runtime';
import { SalesOrder } from '../../routes';
import type { RuleProblem } from '../../rules';
import type { CustomerHit } from '../../rules/answers';
import type { OrderHeader } from './sales-form';

const FIELDS = ['customerName', 'companyName', 'address', 'zipCode', 'city', 'countryCode', 'email', 'phone'] as const;

/**
 * The customer section: name, company, address, zip code, city, country code, e-mail and phone.
 * An existing customer is picked from a search over earlier orders; getCustomerInformation/{id}
 * fills the fields.
 */
export function CustomerSection({ header, set, problems = [] }: { header: OrderHeader; set(patch: Partial<OrderHeader>): void; problems?: readonly RuleProblem[] }) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [hits, setHits] = useState<CustomerHit[]>();

  const find = async () => setHits(await runtime.api.call(SalesOrder.customers, { query: { search } }).catch(() => []));
  const pick = async (hit: CustomerHit) => {
    setHits(undefined);
    const info = await runtime.api.call(routes.OutgoingOrder.getCustomerInformation, { params: { id: hit.orderId } });
    set(Object.fromEntries(FIELDS.map((f) => [f, info[f] ?? ''])) as Partial<OrderHeader>);
  };

  return (
    <fieldset className="card sales-card sales-customer">
      <legend>{t('Sales.customer.title')}</legend>
      <div className="sales-customer__pick dropdown">
        <input
          className="input"
          placeholder={t('Sales.customer.searchPlaceholder')}
          aria-label={t('Sales.customer.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
          data-testid="sales-customer-search"
        />
        <button type="button" className="btn btn--small" onClick={() => void find()}>
          {t('Sales.customer.find')}
        </button>
        {hits && (
          <ul className="dropdown__menu dropdown__menu--scroll" role="listbox">
            {hits.length === 0 && <li className="dropdown__item">{t('Sales.customer.none')}</li>}
            {hits.map((h) => (
              <li key={h.orderId} role="option" aria-selected={false} className="dropdown__item" onClick={() => void pick(h)}>
                {h.customerName}
                {h.companyName ? ` · ${h.companyName}` : ''}
                {h.city ? ` · ${h.city}` : ''}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="sales-customer__fields">
        {FIELDS.map((f) => {
          const problem = problems.find((p) => p.field === f);
          return (
            <label key={f} className="sales-field">
              <span>{t(`Sales.customer.${f}`)}</span>
              <input
                className={`input${problem ? ' input--invalid' : ''}`}
                aria-invalid={!!problem}
                required={f === 'customerName'}
                value={header[f]}
                maxLength={f === 'countryCode' ? 2 : f === 'zipCode' ? 20 : 200}
                type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
                onChange={(e) => set({ [f]: f === 'countryCode' ? e.target.value.toUpperCase() : e.target.value })}
                data-testid={`sales-${f}`}
              />
              {problem && (
                <small className="sales-field__problem" data-testid={`sales-${f}-problem`}>
                  {t(problem.key)}
                </small>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
