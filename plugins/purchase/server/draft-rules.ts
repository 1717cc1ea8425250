import { refused } from '@cockpit/server/sdk';
import type { DraftLineInput } from '../rules/answers';

/** The purchase draft rules with the messages the user sees: quantities above zero, a material at least, unique numbers. */
export const QUANTITY_NOT_POSITIVE = () => refused('Drafts.QuantityNotPositive', 'Enter the quantity greater than zero of each material included in the PO draft');
export const NO_MATERIALS = () => refused('Drafts.NoMaterials', 'Add at least one material before saving the draft');
export const DRAFT_NUMBER_EXISTS = (draftNumber: string) => refused('Drafts.DraftNumberExists', 'Draft number already exists', { draftNumber });
export const ORDER_EXISTS = (orderNo: string) => refused('Drafts.OrderExists', 'Order already exists', { orderNo });
export const ALREADY_ORDERED = () => refused('Drafts.AlreadyOrdered', 'The draft is already ordered');
export const DUPLICATE_MATERIAL = () => refused('Drafts.DuplicateMaterial', 'A material is in the draft more than once');
export const SUPPLIER_INACTIVE = () => refused('Drafts.SupplierInactive', 'The supplier is inactive');

/** Lines present, every quantity a whole number above 0, no material twice. */
export function checkLines(lines: DraftLineInput[]): void {
  if (lines.length === 0) throw NO_MATERIALS();
  for (const l of lines) if (!Number.isInteger(l.orderedQuantity) || l.orderedQuantity <= 0) throw QUANTITY_NOT_POSITIVE();
  if (new Set(lines.map((l) => l.materialId)).size !== lines.length) throw DUPLICATE_MATERIAL();
}

/** Unique violations (PostgreSQL 23505) of a draft or order number raced in by someone else. */
export const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';
