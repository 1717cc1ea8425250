import { plugins } from '../../../apps/console/src/plugins';
export const probe = plugins;
