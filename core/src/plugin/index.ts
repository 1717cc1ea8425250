export * from './define-plugin';
export * from './registry';
export { lazyComponent, type LazyComponent } from './lazy-component';
