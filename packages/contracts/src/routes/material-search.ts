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

/** The search's criteria as a query and as a body: they differ only in the names of the group and state lists. */
const searchSchema = <G extends string, S extends string>(groups: G, states: S) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: {
      text,
      itemNo: text,
      name: text,
      barcode: text,
      itemNos: textList,
      barcodes: textList,
      ...({ [groups]: textList, [states]: textList } as Record<G | S, typeof textList>),
      abc: textList,
      supplierId: { type: 'integer', minimum: 1 },
      ...paging,
    },
  }) as const;

const searchQueryPlain = searchSchema('materialGroup', 'materialState');
const searchBodyPlain = searchSchema('materialGroups', 'materialStates');

export const searchQuerySchema = Type.Unsafe<{ [filter: string]: string | number | string[] | undefined }>(searchQueryPlain);
export const searchBodySchema = Type.Unsafe<SearchBody>(searchBodyPlain);
