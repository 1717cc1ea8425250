import { useEffect, useState } from 'react';
import { routes } from '@cockpit/contracts';
import type { ResultOf } from '@cockpit/core/api';
import { useRuntime } from '@cockpit/core/runtime';

export type SupplierHeader = ResultOf<typeof routes.Supplier.header>[number];

/** The business unit's active suppliers, the ones a purchase draft can be made for (empty until they are in). */
export function useActiveSuppliers(): SupplierHeader[] {
  const runtime = useRuntime();
  const [suppliers, setSuppliers] = useState<SupplierHeader[]>([]);
  useEffect(() => {
    void runtime.api.call(routes.Supplier.header).then((rows) => setSuppliers(rows.filter((s) => s.supplierStatus === 'Active')));
  }, [runtime]);
  return suppliers;
}
