import { salesPlugin } from '../../sales/src/index';
export const probe = salesPlugin;
