import * as area from '../areas/index';
export const probe = area;
