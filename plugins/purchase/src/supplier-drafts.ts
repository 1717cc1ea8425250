import type { ApiClient } from '@cockpit/core/api';
import { Draft } from '../routes';
import { linesBody, type EditLine } from './draft-lines';

export interface SupplierDraft {
  supplierId: number;
  supplierName: string;
  lines: EditLine[];
}

/**
 * Saves the drafts of several suppliers at once, each with its own number from GetDraftNo. A 207
 * ("Couldn't save some drafts") is shown by the API client; the answer says which were saved.
 */
export async function saveDrafts(api: ApiClient, drafts: SupplierDraft[], period?: { historyFrom: string; historyTo: string; leadTimeDays?: number }) {
  // With count the answer is always a list, even of one.
  const numbers = [await api.call(Draft.GetDraftNo, { query: { count: drafts.length } })].flat();
  return api.call(Draft.save, {
    body: {
      drafts: drafts.map((d, i) => ({ supplierId: d.supplierId, draftNumber: numbers[i], ...(period ?? {}), lines: linesBody(d.lines) })),
    },
  });
}
