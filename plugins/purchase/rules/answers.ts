/** What the purchase draft calls take and answer, shared by the console and the server halves. */

/** A line of a draft as a save or an update sends it. */
export interface DraftLineInput {
  materialId: number;
  orderedQuantity: number;
  calculatedDemand?: number;
}

/** One supplier's draft as a save sends it. */
export interface DraftInput {
  supplierId: number;
  draftNumber?: string;
  historyFrom?: string;
  historyTo?: string;
  leadTimeDays?: number;
  lines: DraftLineInput[];
}

/** Draft search criteria: the suppliers and periods the demand is computed for. */
export interface DemandCriteria {
  supplierIds: number[];
  materialGroup?: string;
  abc?: string;
  /** The sales history period (YYYY-MM-DD, both included). */
  historyFrom: string;
  historyTo: string;
  /** false = the min/max reorder rule; true (default) = the forecast from the period. */
  useForecast?: boolean;
  /** Overrides the suppliers' averageLeadTime (days) for the forecast. */
  leadTimeDays?: number;
  /** Only materials whose calculated demand is above 0 (default true). */
  onlyWithDemand?: boolean;
}

/** A material's calculated demand, as a new draft's line starts from it. */
export interface DemandLine {
  materialId: number;
  itemNumber: string;
  materialName: string;
  available: number;
  ingoing: number;
  costPrice: number;
  minimumWarehouseQuantity: number | null;
  maximumWarehouseQuantity: number | null;
  outgoingInPeriod: number;
  calculatedDemand: number;
  orderedQuantity: number;
  totalCostPrice: number;
}

/** One supplier's demand: its lines and their total cost. */
export interface SupplierDemand {
  supplierId: number;
  supplierName: string;
  averageLeadTime: number | null;
  lines: DemandLine[];
  totalCost: number;
}

/** What CreatePO asks of the ingoing orders it makes. */
export interface PurchaseOrderWishes {
  /** Expected receipt at the warehouse (YYYY-MM-DD). */
  receivingDate: string;
  deliveryDate?: string | null;
  /** 1 (highest) to 9, the ingoing order's priority. */
  deliveryPriority?: number;
  deliveryType?: string | null;
}

/** A saved draft's line with the material's figures (the Drafts grid's detail rows, the update page). */
export interface DraftLine {
  id: number;
  lineNo: number;
  materialId: number;
  itemNumber: string;
  materialName: string;
  ingoing: number;
  available: number;
  costPrice: number;
  calculatedDemand: number;
  orderedQuantity: number;
  totalCostPrice: number;
}

/** One draft with its lines (the update page). */
export interface DraftDetail {
  id: number;
  draftNumber: string;
  state: string;
  supplierId: number;
  supplierName: string;
  historyFrom: string | null;
  historyTo: string | null;
  created: string;
  ingoingOrderId: number | null;
  lines: DraftLine[];
}
