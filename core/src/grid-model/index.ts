/**
 * @cockpit/core/grid-model: the grid's data, React-free, below the grid and saved views (and
 * importable by the server): filter values, master/detail rows, cell formatting. The grid's React
 * side is '@cockpit/core/grid'.
 */
export * from './filter-values';
export * from './detail-rows';
export * from './cell-format';
export * from './early-rows';
export * from './grid-answer';
export * from '../schema/list-fields';
