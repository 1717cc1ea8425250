import { describe, expect, it } from 'vitest';
import { API_INFO, openApiDocument } from '@cockpit/contracts';
import { routesOf } from '@cockpit/contracts/plugin-routes';
import { ReportData, ReportFiles, routeAreas } from '../routes';
import { REPORTS } from './report-catalogue';

describe('the reports routes', () => {
  it('list a report file with its content types in the OpenAPI document, not as JSON', () => {
    const doc = openApiDocument(routesOf(routeAreas.reports), API_INFO) as { paths: Record<string, Record<string, { responses: Record<string, { content: object }> }>> };
    const answer = doc.paths[ReportFiles.download.path].get.responses['200'].content;
    expect(Object.keys(answer)).toEqual(['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(Object.keys(doc.paths[ReportFiles.list.path].get.responses['200'].content)).toEqual(['application/json']);
  });

  it("give the catalogue each report's feature and permission (written once, on the route)", () => {
    expect(REPORTS.find((r) => r.key === 'employee-efficiency')).toMatchObject({
      feature: 'EmployeeEfficiency',
      permission: 'data/report_employee_efficiency',
    });
    expect(REPORTS.find((r) => r.key === 'stock-value')).toMatchObject({ feature: ReportData.materialsummary.feature, permission: 'data/reports' });
  });
});
