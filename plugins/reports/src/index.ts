import { createElement } from 'react';
import { definePlugin } from '@cockpit/core/plugin';
import { permissionPath } from '@cockpit/contracts/permission-names';

/**
 * Reports (issue 13): the list of reports, each report's criteria page and result page, and the
 * Downloads page. What it contributes is declared here once; `cockpit gen plugins` writes the
 * names into plugin.json, so that schemas can be checked against them without running this code.
 * Every page is a chunk of its own; pdfmake is a further chunk, fetched when a PDF is made.
 */
const result = (key: Parameters<typeof import('./ReportResultPage').ReportResultPage>[0]['reportKey']) => () =>
  import('./ReportResultPage').then((m) => () => createElement(m.ReportResultPage, { reportKey: key }));
const config = (key: Parameters<typeof import('./ReportConfigPage').ReportConfigPage>[0]['reportKey']) => () =>
  import('./ReportConfigPage').then((m) => () => createElement(m.ReportConfigPage, { reportKey: key }));

export const reportsPlugin = definePlugin({
  name: 'reports',
  pages: [
    { path: 'reports-page', title: 'Reports.title', permission: permissionPath('data', 'reports'), load: () => import('./ReportsPage').then((m) => m.ReportsPage) },
    {
      path: 'material-summary-report-page',
      title: 'Reports.names.material-summary',
      feature: 'MaterialSummary',
      permission: permissionPath('data', 'reports'),
      load: result('material-summary'),
    },
    { path: 'stock-value-report-page', title: 'Reports.names.stock-value', feature: 'MaterialSummary', permission: permissionPath('data', 'reports'), load: result('stock-value') },
    {
      path: 'material-transaction-config-page',
      title: 'Reports.names.material-transaction',
      feature: 'MaterialTransaction',
      permission: permissionPath('data', 'reports'),
      load: config('material-transaction'),
    },
    {
      path: 'material-transaction-report-page',
      title: 'Reports.names.material-transaction',
      feature: 'MaterialTransaction',
      permission: permissionPath('data', 'reports'),
      load: result('material-transaction'),
    },
    {
      path: 'slow-moving-materials-config-page',
      title: 'Reports.names.slow-moving-materials',
      feature: 'SlowMovingMaterialsOverView',
      permission: permissionPath('data', 'reports'),
      load: config('slow-moving-materials'),
    },
    {
      path: 'slow-moving-materials-report-page',
      title: 'Reports.names.slow-moving-materials',
      feature: 'SlowMovingMaterialsOverView',
      permission: permissionPath('data', 'reports'),
      load: result('slow-moving-materials'),
    },
    {
      path: 'employee-efficiency-report-config-page',
      title: 'Reports.names.employee-efficiency',
      feature: 'EmployeeEfficiency',
      permission: permissionPath('data', 'report_employee_efficiency'),
      load: config('employee-efficiency'),
    },
    {
      path: 'employee-efficiency-report-page',
      title: 'Reports.names.employee-efficiency',
      feature: 'EmployeeEfficiency',
      permission: permissionPath('data', 'report_employee_efficiency'),
      load: result('employee-efficiency'),
    },
    { path: 'downloads', title: 'Reports.downloads.title', permission: permissionPath('header', 'downloads'), load: () => import('./DownloadsPage').then((m) => m.DownloadsPage) },
  ],
  translationGroups: ['Reports', 'Enums.TransactionProcessType', 'Enums.TaskProcessType'],
});
