import { lockIds, notFound, refused, type Work } from '@cockpit/server/sdk';

/** Edit operation priority: the operation and its open tasks get the execution priority. */
export async function setExecutionPriority(w: Work, operationId: number, priority: number): Promise<void> {
  const [op] = await w.query<{ orderId: number }>('select order_id as "orderId" from operations where id = $1 and business_unit_id = $2', [operationId, w.bu]);
  if (!op) throw notFound('Operation not found');
  await lockIds(w, 'outgoing_orders', [op.orderId]);
  const [updated] = await w.query<{ id: number }>(
    `update operations set execution_priority = $2, updated_at = $3 where id = $1 and state not in ('Completed', 'Cancelled') returning id`,
    [operationId, priority, w.now],
  );
  if (!updated) throw refused('Operations.Closed', 'Operation is already closed');
  const tasks = await w.query<{ id: number }>(`update tasks set execution_priority = $2 where operation_id = $1 and state in ('Initial', 'Prepared', 'InProgress') returning id`, [
    operationId,
    priority,
  ]);
  w.touch('Operation', operationId);
  w.touch('Task', ...tasks.map((t) => t.id));
}
