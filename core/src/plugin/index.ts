export * from './define-plugin';
export * from './registry';
