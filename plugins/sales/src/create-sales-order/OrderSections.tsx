import { useTranslation } from 'react-i18next';
import type { OrderHeader } from './sales-form';
import { Options } from '@cockpit/core/inputs';

interface SectionProps {
  header: OrderHeader;
  set(patch: Partial<OrderHeader>): void;
}

/** Order info: the order's number (given by the server, read-only) and its order type. */
export function OrderInfoSection({ header, set, orderTypes }: SectionProps & { orderTypes: ReadonlyArray<{ name: string }> | undefined }) {
  const { t } = useTranslation();
  return (
    <fieldset className="card sales-card">
      <legend>{t('Sales.orderInfo.title')}</legend>
      <label className="sales-field">
        <span>{t('Sales.orderInfo.orderNumber')}</span>
        <input className="input" value={header.orderNumber} readOnly data-testid="sales-order-number" />
      </label>
      <label className="sales-field">
        <span>{t('Sales.orderInfo.orderType')}</span>
        <select className="input" value={header.orderType} onChange={(e) => set({ orderType: e.target.value })}>
          {/* Until the order types arrive the form offers the default type, so the field is never empty. */}
          <Options items={orderTypes ?? [{ name: 'Sales' }]} value={(o) => o.name} label={(o) => t(`Enums.OrderType.${o.name}`, { defaultValue: o.name })} />
        </select>
      </label>
    </fieldset>
  );
}

/** Delivery: the delivery type (one the server offers) and the order's discount in per cent. */
export function DeliverySection({ header, set, deliveryTypes }: SectionProps & { deliveryTypes: ReadonlyArray<{ name: string; description: string | null }> | undefined }) {
  const { t } = useTranslation();
  return (
    <fieldset className="card sales-card">
      <legend>{t('Sales.delivery.title')}</legend>
      <label className="sales-field">
        <span>{t('Sales.delivery.deliveryType')}</span>
        <select className="input" value={header.deliveryType} onChange={(e) => set({ deliveryType: e.target.value })} data-testid="sales-delivery-type">
          <option value="">{t('Sales.delivery.choose')}</option>
          {deliveryTypes?.map((d) => (
            <option key={d.name} value={d.name}>
              {t(`Enums.DeliveryType.${d.name}`, { defaultValue: d.name })}
              {d.description ? ` – ${d.description}` : ''}
            </option>
          ))}
        </select>
      </label>
      <label className="sales-field">
        <span>{t('Sales.totals.discount')}</span>
        <input className="input" inputMode="decimal" value={header.discount} onChange={(e) => set({ discount: e.target.value })} data-testid="sales-discount" />
      </label>
    </fieldset>
  );
}
