export * from './loaded-schemas';
export * from './load-schemas';
export * from './first-screen-hint';
export * from './page-bundle';
export * from './catalogue-part';
