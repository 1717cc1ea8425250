import { Type } from '@sinclair/typebox';

/** The material search's filters, by query string (GET) or body (POST, for long lists). */
export interface SearchBody {
  text?: string;
  itemNo?: string;
  name?: string;
  barcode?: string;
  itemNos?: string[];
  barcodes?: string[];
  materialGroups?: string[];
  materialStates?: string[];
  abc?: string[];
  supplierId?: number;
  skip?: number;
  take?: number;
  orderBy?: string;
  orderDirection?: 'asc' | 'desc';
}

const text = { type: 'string', maxLength: 200 } as const;
const textList = { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 200 } } as const;
const paging = {
  skip: { type: 'integer', minimum: 0 },
  take: { type: 'integer', minimum: 0 },
  orderBy: { type: 'string', maxLength: 50 },
  orderDirection: { enum: ['asc', 'desc'] },
} as const;

const searchQueryPlain = {
  type: 'object',
  additionalProperties: false,
  properties: {
    text,
    itemNo: text,
    name: text,
    barcode: text,
    itemNos: textList,
    barcodes: textList,
    materialGroup: textList,
    materialState: textList,
    abc: textList,
    supplierId: { type: 'integer', minimum: 1 },
    ...paging,
  },
} as const;

const searchBodyPlain = {
  type: 'object',
  additionalProperties: false,
  properties: {
    text,
    itemNo: text,
    name: text,
    barcode: text,
    itemNos: textList,
    barcodes: textList,
    materialGroups: textList,
    materialStates: textList,
    abc: textList,
    supplierId: { type: 'integer', minimum: 1 },
    ...paging,
  },
} as const;

export const searchQuerySchema = Type.Unsafe<{ [filter: string]: string | number | string[] | undefined }>(searchQueryPlain);
export const searchBodySchema = Type.Unsafe<SearchBody>(searchBodyPlain);
