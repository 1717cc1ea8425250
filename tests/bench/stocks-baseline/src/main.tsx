import { createRoot } from 'react-dom/client';
import { AgGridReact } from 'ag-grid-react';
import { ClientSideRowModelApiModule, ClientSideRowModelModule, ColumnApiModule, EventApiModule, ModuleRegistry, PaginationModule, RenderApiModule, RowApiModule, RowSelectionModule, RowStyleModule, CellStyleModule, TooltipModule } from 'ag-grid-community';
ModuleRegistry.registerModules([ClientSideRowModelModule, ClientSideRowModelApiModule, RowSelectionModule, PaginationModule, ColumnApiModule, RowApiModule, RenderApiModule, EventApiModule, RowStyleModule, CellStyleModule, TooltipModule]);
createRoot(document.getElementById('root')!).render(<AgGridReact<{ a: string }> rowData={[]} columnDefs={[{ field: 'a' }]} />);
