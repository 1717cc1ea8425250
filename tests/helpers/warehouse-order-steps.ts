import { expect } from 'vitest';
import type { TestApi } from './api-client';
import { freePickMaterials, tasksOfOrder } from './warehouse-fixtures';
import type { WarehouseSuite } from './warehouse-suite';

type Confirm = (requested: number) => { confirmedQuantity: number; reasonCode?: string };

/** The steps the order tests take on a warehouse suite's server (read when called, after its start). */
export function orderSteps(suite: WarehouseSuite) {
  let skip = 0;
  return {
    /** A material this test alone uses (seeded orders do not reserve it further). */
    async material(free = 20) {
      const [m] = await freePickMaterials(suite.ts, suite.demo.businessUnitId, free, 1, skip++);
      return m;
    },
    /** Starts every job of the order and performs each task, confirming the requested quantity unless `confirm` says otherwise. */
    async startAndPerformAll(api: TestApi, orderId: number, confirm?: Confirm) {
      const tasks = await tasksOfOrder(suite.ts, orderId);
      for (const jobId of new Set(tasks.map((t) => t.jobId))) expect((await api.put('/api/Terminal/startJob', { jobId })).status).toBe(200);
      for (const t of tasks) {
        const res = await api.put('/api/Terminal/performTask', { taskId: t.id, ...(confirm?.(t.requested) ?? { confirmedQuantity: t.requested }) });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    },
  };
}
