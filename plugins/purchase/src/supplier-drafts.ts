import type { ApiClient } from '@cockpit/core/api';
import { linesBody, type EditLine } from './draft-lines';

export interface SupplierDraft {
  supplierId: number;
  supplierName: string;
  lines: EditLine[];
}

export interface SaveAnswer {
  successCount: number;
  failedCount: number;
  failed: Array<{ id: number }>;
  drafts: Array<{ supplierId: number; id: number; draftNumber: string }>;
}

/**
 * Saves the drafts of several suppliers at once, each with its own number from GetDraftNo. A 207
 * ("Couldn't save some drafts") is shown by the API client; the answer says which were saved.
 */
export async function saveDrafts(api: ApiClient, drafts: SupplierDraft[], period?: { historyFrom: string; historyTo: string; leadTimeDays?: number }): Promise<SaveAnswer> {
  const numbers = await api.call<string[]>('Draft.GetDraftNo', { query: { count: drafts.length } });
  return api.call<SaveAnswer>('Draft.save', {
    body: {
      drafts: drafts.map((d, i) => ({ supplierId: d.supplierId, draftNumber: numbers[i], ...(period ?? {}), lines: linesBody(d.lines) })),
    },
  });
}
