import { describe, expect, it } from 'vitest';
import { isMultiStatus, multiStatus } from './multi-status';

describe('multi-status answers', () => {
  it('is 200 when every line went through and 207 with the failed lines otherwise', () => {
    expect(multiStatus(3, [])).toEqual({ status: 200, result: { successCount: 3, failedCount: 0, failed: [] } });
    const failed = [{ id: 7, label: 'SO-7', code: 'Orders.AlreadyStarted', message: 'Order already started!' }];
    expect(multiStatus(1, failed, 'Errors.Orders.notCancelled')).toEqual({
      status: 207,
      result: { successCount: 1, failedCount: 1, failed, failedTitle: 'Errors.Orders.notCancelled' },
    });
  });

  it('recognises a multi-status result and nothing else', () => {
    expect(isMultiStatus(multiStatus(0, []).result)).toBe(true);
    expect(isMultiStatus({ successCount: '1', failed: [] })).toBe(false);
    expect(isMultiStatus({ successCount: 1, failed: 'x' })).toBe(false);
    expect(isMultiStatus(null)).toBe(false);
    expect(isMultiStatus([1])).toBe(false);
  });
});
