/** The React side of saved views: the view menu, the save and primary-view dialogs, grouping and the detail layout. */
export { useGridViews, RELOAD_AFTER_SAVE_MS, type GridViews, type GridViewsOptions } from './use-grid-views';
export { ViewSelector } from './ViewSelector';
export { SaveViewModal, type SaveViewProps } from './SaveViewModal';
export { PrimaryViewModal, type PrimaryViewProps } from './PrimaryViewModal';
export { GroupByControl, MAX_GROUP_LEVELS } from './GroupByControl';
export { GroupRowHeader } from './GroupRowHeader';
export { DetailColumnChooser } from './DetailColumnChooser';
export { DetailLayoutProvider, useDetailLayout, type DetailLayout, type DetailLayoutValue } from './detail-layout';
