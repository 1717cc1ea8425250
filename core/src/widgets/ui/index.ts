export { PluginWidget, KpiTile } from './PluginWidget';
