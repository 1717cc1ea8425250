import { describe, expect, it } from 'vitest';
import { salesOrderEditRefusal } from './order-edit';

describe('salesOrderEditRefusal', () => {
  it('lets an Initial order that holds nothing be edited', () => {
    expect(salesOrderEditRefusal({ state: 'Initial', prepared: false })).toBeUndefined();
  });

  it('refuses a started or completed order with the words the user sees', () => {
    expect(salesOrderEditRefusal({ state: 'Started', prepared: true })).toEqual({ code: 'Orders.AlreadyStarted', message: 'Order already started!' });
    expect(salesOrderEditRefusal({ state: 'Completed', prepared: false })?.message).toBe('Order already started!');
  });

  it('refuses a cancelled order', () => {
    expect(salesOrderEditRefusal({ state: 'Cancelled', prepared: false })?.code).toBe('Orders.AlreadyCancelled');
  });

  it('asks for an unprepare before a prepared order changes', () => {
    expect(salesOrderEditRefusal({ state: 'Initial', prepared: true })).toEqual({
      code: 'Sales.OrderPrepared',
      message: 'The order is prepared: unprepare it before editing',
    });
  });
});
