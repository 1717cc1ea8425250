export * from './widget-catalogue';
