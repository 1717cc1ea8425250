import type { PageSizes } from '../schema-types';

/** Page sizes: master 5, 20, 30, 50 (default 20); detail 5, 15, 30, 50 (default 20). */
export const DEFAULT_MASTER_PAGE_SIZES: PageSizes = { options: [5, 20, 30, 50], default: 20 };
export const DEFAULT_DETAIL_PAGE_SIZES: PageSizes = { options: [5, 15, 30, 50], default: 20 };
