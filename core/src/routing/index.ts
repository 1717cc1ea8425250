export * from './guard';
export * from './menu-routes';
