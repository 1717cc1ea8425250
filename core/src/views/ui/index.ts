/** The React side of saved views: the view menu, grouping and the detail layout (the save and primary-view dialogs: modal-templates.ts). */
export { useGridViews, RELOAD_AFTER_SAVE_MS, type GridViews, type GridViewsOptions } from './use-grid-views';
export { ViewSelector } from './ViewSelector';
// The save and primary-view modals are not exported here: they load when one opens (modal-templates.ts), and an export here put them in every grid page's first script.
export type { SaveViewProps } from './SaveViewModal';
export type { PrimaryViewProps } from './PrimaryViewModal';
export { GroupByControl, MAX_GROUP_LEVELS } from './GroupByControl';
export { GroupRowHeader } from './GroupRowHeader';
export { DetailColumnChooser } from './DetailColumnChooser';
export { DetailLayoutProvider, useDetailLayout, type DetailLayout, type DetailLayoutValue } from './detail-layout';
