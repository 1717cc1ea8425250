import { defineRoute, SIGNED_IN, Type, type TSchema } from '@cockpit/contracts';
import { idParams, noQuery } from '@cockpit/contracts/master-data-parts';
import { open, openRow, result } from '@cockpit/contracts/schema-parts';
import { employeeEfficiencyCriteria, materialTransactionCriteria, periodCriteria, slowMovingCriteria, stockValueCriteria } from './rules/criteria-schemas';
import { DOWNLOADS, REPORT_FILE_CONTENT_TYPES, uploadBody } from './rules/report-file-rules';

const REPORTS = 'data/reports';
const EMPLOYEE_EFFICIENCY = 'data/report_employee_efficiency';

/** A page of a report's rows (their fields are the result grid's, schemas/grids/report-*.json), with the count and, for value reports, the total value. */
const reportPage = <P extends Record<string, TSchema>>(extra: P) =>
  open(result(Type.Object({ data: Type.Array(openRow("A row of the report (the fields of its result grid's columns).")), totalCount: Type.Integer({ minimum: 0 }), ...extra })));
const valuePage = reportPage({ totalValue: Type.Number() });
const transactionPage = reportPage({ totalCountCapped: Type.Boolean({ description: 'The count stopped at 10,000 rows (or the end of the page asked for): more rows match.' }) });

/** The reports: the catalogue, the criteria's look-ups and each report's rows, computed on the server for the caller's business unit, paged with skip/take. */
export const ReportData = {
  all: defineRoute({
    key: 'ReportData.all',
    method: 'GET',
    path: 'ReportData/all',
    permission: SIGNED_IN,
    query: noQuery,
    answer: result(
      Type.Array(
        Type.Object({
          key: Type.String(),
          page: Type.String(),
          configPage: Type.Union([Type.String(), Type.Null()]),
          feature: Type.String(),
          permission: Type.String(),
          isAllowed: Type.Boolean(),
        }),
      ),
    ),
    description: 'The reports with isAllowed per caller (feature flag and permission).',
  }),
  locationRoles: defineRoute({
    key: 'ReportData.locationRoles',
    method: 'GET',
    path: 'ReportData/locationRoles',
    permission: REPORTS,
    query: noQuery,
    answer: result(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), kind: Type.String() }))),
    description: 'Location roles of the unit, for report criteria.',
  }),
  users: defineRoute({
    key: 'ReportData.users',
    method: 'GET',
    path: 'ReportData/users',
    permission: EMPLOYEE_EFFICIENCY,
    query: noQuery,
    answer: result(Type.Array(Type.Object({ id: Type.Integer(), userName: Type.String(), displayName: Type.Union([Type.String(), Type.Null()]) }))),
    description: 'Users of the unit, for the employee-efficiency criteria.',
  }),
  materialsummary: defineRoute({
    key: 'ReportData.materialsummary',
    method: 'GET',
    path: 'ReportData/materialsummary',
    permission: REPORTS,
    feature: 'MaterialSummary',
    query: periodCriteria,
    answer: valuePage,
    description:
      'Material summary: per material opening, in, out and closing quantity over dateFrom-dateTo and the closing value; filters itemNumber, materialName, materialGroup; skip, take.',
  }),
  stockValue: defineRoute({
    key: 'ReportData.stockValue',
    method: 'GET',
    path: 'ReportData/stockValue',
    permission: REPORTS,
    feature: 'MaterialSummary',
    query: stockValueCriteria,
    answer: valuePage,
    description: 'Stock value at the end of date (today by default): quantity on hand and value per material.',
  }),
  materialTransactionOverview: defineRoute({
    key: 'ReportData.materialTransactionOverview',
    method: 'POST',
    path: 'ReportData/materialTransactionOverview',
    permission: REPORTS,
    feature: 'MaterialTransaction',
    body: materialTransactionCriteria,
    answer: transactionPage,
    description: 'Material transactions: body dateFrom, dateTo, fromLocation, toLocation, processTypes, materialsSKU, skip, take; newest first.',
  }),
  materialTransactionOverviewByQuery: defineRoute({
    key: 'ReportData.materialTransactionOverviewByQuery',
    method: 'GET',
    path: 'ReportData/materialTransactionOverview',
    permission: REPORTS,
    feature: 'MaterialTransaction',
    query: materialTransactionCriteria,
    answer: transactionPage,
    description: 'Material transactions with the criteria in the query: answers as the POST does.',
  }),
  slowMovingMaterials: defineRoute({
    key: 'ReportData.slowMovingMaterials',
    method: 'GET',
    path: 'ReportData/slowMovingMaterials',
    permission: REPORTS,
    feature: 'SlowMovingMaterialsOverView',
    query: slowMovingCriteria,
    answer: reportPage({}),
    description: 'Slow-moving materials: fromDate, toDate, processTypes, min/maxPickingFrequency, locationRoles, materialName, itemNumber, skip, take.',
  }),
  employeeEfficiency: defineRoute({
    key: 'ReportData.employeeEfficiency',
    method: 'GET',
    path: 'ReportData/employeeEfficiency',
    permission: EMPLOYEE_EFFICIENCY,
    feature: 'EmployeeEfficiency',
    query: employeeEfficiencyCriteria,
    answer: reportPage({}),
    description: 'Employee efficiency: dateFrom, dateTo, userIds, processDefinitionId, locationRoleIds, skip, take.',
  }),
} as const;

const reportFile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  created: Type.String({ format: 'date-time' }),
  expires: Type.String({ format: 'date-time' }),
});

/** The user's own generated report files (the Downloads page): each user sees and removes only their own. */
export const ReportFiles = {
  list: defineRoute({
    key: 'ReportFiles.list',
    method: 'GET',
    path: 'ReportFiles',
    permission: DOWNLOADS,
    query: noQuery,
    answer: result(Type.Object({ files: Type.Array(reportFile), keptDays: Type.Integer() })),
    description: "The caller's own generated report files (name, date, size), newest first, and how many days a file is kept.",
  }),
  upload: defineRoute({
    key: 'ReportFiles.upload',
    method: 'POST',
    path: 'ReportFiles',
    permission: DOWNLOADS,
    body: uploadBody,
    answer: result(Type.Object({ id: Type.Integer(), name: Type.String(), size: Type.Integer() })),
    description: 'Keeps a report file the console made: name, contentType (PDF or workbook) and the content in base64.',
  }),
  download: defineRoute({
    key: 'ReportFiles.download',
    method: 'GET',
    path: 'ReportFiles/{id}',
    permission: DOWNLOADS,
    params: idParams,
    answer: open(
      Type.Unsafe<Blob>({
        type: 'string',
        format: 'binary',
        'x-content-types': REPORT_FILE_CONTENT_TYPES,
        description: 'The file as it was kept, with its name as the attachment.',
      }),
    ),
    description: "One of the caller's report files (a PDF or a workbook).",
  }),
  delete: defineRoute({
    key: 'ReportFiles.delete',
    method: 'DELETE',
    path: 'ReportFiles/{id}',
    permission: DOWNLOADS,
    params: idParams,
    answer: result(Type.Object({ id: Type.Integer() })),
    description: "Removes one of the caller's report files.",
  }),
} as const;

/** The templates the Downloads page offers. */
export const Downloads = {
  templates: defineRoute({
    key: 'Downloads.templates',
    method: 'GET',
    path: 'Downloads/templates',
    permission: DOWNLOADS,
    query: noQuery,
    answer: open(
      result(
        Type.Array(
          Type.Object({
            id: Type.String(),
            title: Type.String(),
            description: Type.Optional(Type.String()),
            call: Type.String({ description: 'The path-table key of the call that serves the file.' }),
            fileName: Type.String(),
            permission: Type.Optional(Type.String()),
          }),
        ),
      ),
    ),
    description: 'The templates the console offers (schemas/downloads.json), each with the call that serves it.',
  }),
} as const;

/** The reports plugin's part of the route table: `schemas/api-paths/reports.json`. */
export const routeAreas = { reports: { ReportData, ReportFiles, Downloads } };
