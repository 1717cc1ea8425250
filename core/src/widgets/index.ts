export * from './widget-catalogue';
export * from './available-widget';
export * from './kpi-record';
