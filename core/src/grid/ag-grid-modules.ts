import {
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  EventApiModule,
  LocaleModule,
  ModuleRegistry,
  PaginationModule,
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  CellStyleModule,
  TooltipModule,
} from 'ag-grid-community';

let registered = false;

/**
 * Only the AG Grid Community modules the grid runtime uses (AllCommunityModule costs ~390 kB).
 * Master/detail, grouping and Excel are built on these, not on Enterprise.
 */
export function registerGridModules(): void {
  if (registered) return;
  registered = true;
  ModuleRegistry.registerModules([
    ClientSideRowModelModule,
    ClientSideRowModelApiModule,
    RowSelectionModule,
    PaginationModule,
    ColumnApiModule,
    RowApiModule,
    RenderApiModule,
    EventApiModule,
    LocaleModule,
    RowStyleModule,
    CellStyleModule,
    TooltipModule,
  ]);
}
