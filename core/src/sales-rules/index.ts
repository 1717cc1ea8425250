export * from './order-rules';
export * from './resolve-lines';
