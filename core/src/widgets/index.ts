export * from './widget-catalogue';
export * from './available-widget';
