/**
 * How many imports run at once: each holds its workbook, read, in memory until it ends. A second
 * import in a business unit that has one running is refused at once (429), not queued: the person
 * sees the first one's progress on the import page and sends the next one when it is done, and a
 * queue would hold uploaded files in memory while they wait.
 */
export interface ImportSlots {
  /** Takes a slot for the unit: 'ok', or what is full ('unit' or 'server'). */
  take(businessUnitId: number): 'ok' | 'unit' | 'server';
  release(businessUnitId: number): void;
}

export function createImportSlots(perUnit: number, perServer: number): ImportSlots {
  const running = new Map<number, number>();
  let total = 0;
  return {
    take(businessUnitId) {
      const inUnit = running.get(businessUnitId) ?? 0;
      if (inUnit >= perUnit) return 'unit';
      if (total >= perServer) return 'server';
      running.set(businessUnitId, inUnit + 1);
      total++;
      return 'ok';
    },
    release(businessUnitId) {
      const inUnit = running.get(businessUnitId) ?? 0;
      if (inUnit <= 0) return;
      if (inUnit === 1) running.delete(businessUnitId);
      else running.set(businessUnitId, inUnit - 1);
      total--;
    },
  };
}
