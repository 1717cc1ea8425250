export * from './order-rules';
export * from './resolve-lines';
export * from './order-edit';
