import { themeQuartz } from 'ag-grid-community';

/** One theme for every grid: compact rows for warehouse data, the console's accent colour. */
export const gridTheme = themeQuartz.withParams({
  accentColor: '#1f6fb2',
  fontSize: 13,
  rowHeight: 34,
  headerHeight: 38,
  spacing: 6,
  headerFontWeight: 600,
  browserColorScheme: 'light',
  wrapperBorderRadius: 6,
});
