import type { ColDef, ColTypeDef } from 'ag-grid-community';
import { formatBoolean, formatDate, formatDateTime, formatNumber } from './format';

/** The cell types the Stocks columns use; each is an AG Grid column type below. */
export type StockColumnType = 'text' | 'number' | 'date' | 'datetime' | 'boolean';

export interface StockColumn extends ColDef {
  field: string;
  headerName: string;
  type: StockColumnType;
}

/**
 * The Stocks grid's columns, written out by hand: the same fields, order, widths, pinning and
 * hidden flags as schemas/grids/stocks.json (the benchmark checks that they match), English headers.
 */
export const stockColumns: StockColumn[] = [
  { field: 'stockId', headerName: 'Stock ID', type: 'number', width: 90, pinned: 'left' },
  { field: 'materialItemNo', headerName: 'Item no.', type: 'text', width: 130 },
  { field: 'materialName', headerName: 'Material', type: 'text', width: 200 },
  { field: 'location', headerName: 'Location', type: 'text', width: 110 },
  { field: 'locationRole', headerName: 'Location role', type: 'text', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 90 },
  { field: 'availableStockQuantity', headerName: 'Available', type: 'number', width: 100 },
  { field: 'reservedStockQuantity', headerName: 'Reserved', type: 'number', width: 100 },
  { field: 'ingoingQuantity', headerName: 'Ingoing', type: 'number', width: 100 },
  { field: 'baseUoM', headerName: 'Unit', type: 'text', width: 70 },
  { field: 'containerId', headerName: 'Container', type: 'text', width: 120, hide: true },
  { field: 'isContainer', headerName: 'Is container', type: 'boolean', width: 100, hide: true },
  { field: 'fifoDate', headerName: 'FIFO date', type: 'datetime', width: 160 },
  { field: 'lastCounted', headerName: 'Last counted', type: 'datetime', width: 160, hide: true },
  { field: 'daysSinceLastCount', headerName: 'Days since count', type: 'number', width: 120, hide: true },
  { field: 'numberOfPickedStock', headerName: 'Times picked', type: 'number', width: 110, hide: true },
  { field: 'minQuantity', headerName: 'Min', type: 'number', width: 80 },
  { field: 'maxQuantity', headerName: 'Max', type: 'number', width: 80 },
  { field: 'materialABC', headerName: 'Material ABC', type: 'text', width: 100, hide: true },
  { field: 'locationABC', headerName: 'Location ABC', type: 'text', width: 100, hide: true },
  { field: 'dedicatedLocation', headerName: 'Dedicated location', type: 'boolean', width: 130 },
  { field: 'stockAttributes', headerName: 'Stock attributes', type: 'text', width: 160, hide: true, sortable: false },
  { field: 'batch', headerName: 'Batch', type: 'text', width: 100 },
  { field: 'expDate', headerName: 'Expiry date', type: 'date', width: 110 },
  { field: 'serialNumber', headerName: 'Serial no.', type: 'text', width: 120, hide: true },
  { field: 'erpClassification', headerName: 'ERP classification', type: 'text', width: 130, hide: true },
  { field: 'pickingSequence', headerName: 'Picking sequence', type: 'number', width: 110, hide: true },
  { field: 'isBom', headerName: 'Kit (BOM)', type: 'boolean', width: 90, hide: true },
  { field: 'webShop', headerName: 'Web shop', type: 'boolean', width: 90, hide: true },
  { field: 'wooCommerceId', headerName: 'WooCommerce ID', type: 'text', width: 120, hide: true },
  { field: 'parentId', headerName: 'Parent ID', type: 'number', width: 90, hide: true },
  { field: 'materialType', headerName: 'Material type', type: 'text', width: 110, hide: true },
  { field: 'id', headerName: 'ID', type: 'number', width: 80, hide: true },
];

const rightAligned = { cellClass: 'ag-right-aligned-cell', headerClass: 'ag-right-aligned-header' };

/** One formatter per type, as AG Grid column types. */
export const columnTypes: Record<StockColumnType, ColTypeDef> = {
  text: {},
  number: { ...rightAligned, valueFormatter: (p) => formatNumber(p.value) },
  date: { valueFormatter: (p) => formatDate(p.value) },
  datetime: { valueFormatter: (p) => formatDateTime(p.value) },
  boolean: { valueFormatter: (p) => formatBoolean(p.value) },
};

export const defaultColDef: ColDef = { sortable: true, resizable: true, minWidth: 60 };
