/** The grid language's types, generated from schemas/meta (npm run gen). */
export type {
  GridSchema,
  GridColumn,
  GridRoute,
  ApiCall,
  PageFilter,
  FilterOptions,
  GridDetail,
  GridAction,
  GridExports,
  PageSizes,
  Lookup,
  GridSort,
} from '../schema/generated/grid';
export type { DialogSchema } from '../schema/generated/dialog';
