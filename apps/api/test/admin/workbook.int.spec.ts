import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { workbookFileName } from '@ambient/core';
import { featureEngines } from '../support/databases.js';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api-app.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const headerOf = (sheet: ExcelJS.Worksheet): string[] =>
  (sheet.getRow(1).values as unknown[]).slice(1).map(String);

/** The cells of a column (by header), data rows only. */
function column(sheet: ExcelJS.Worksheet, header: string): ExcelJS.Cell[] {
  const index = headerOf(sheet).indexOf(header) + 1;
  if (index === 0) throw new Error(`${sheet.name} has no column ${header}`);
  const cells: ExcelJS.Cell[] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) cells.push(sheet.getRow(r).getCell(index));
  return cells;
}

for (const engine of featureEngines()) {
  describe(`inventory workbook on ${engine.name}`, () => {
    let api: RunningApi;
    let workbook: ExcelJS.Workbook;
    let response: Response;

    beforeAll(async () => {
      api = await startApi(engine);
      const token = await api.signIn('admin@ambient.demo', DEMO_PASSWORD);
      response = await fetch(`${api.url}/api/workbook`, { headers: { authorization: `Bearer ${token}` } });
      workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
    }, 120_000);

    afterAll(async () => {
      await api.close();
    });

    it('downloads an .xlsx named with the fixed prefix and the ISO date', () => {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(XLSX);
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${workbookFileName(today)}"`,
      );
      expect(workbookFileName(today)).toMatch(/^AAT_\d{4}-\d{2}-\d{2}\.xlsx$/);
    });

    it('has one sheet per entity, with a row per item of the demo data', () => {
      expect(workbook.worksheets.map((s) => s.name)).toEqual([
        'Organizations',
        'Domains',
        'Facilities',
        'Kiosks',
        'Residents',
        'Users',
      ]);
      const rows = Object.fromEntries(workbook.worksheets.map((s) => [s.name, s.rowCount - 1]));
      expect(rows).toEqual({
        Organizations: 2,
        Domains: 4,
        Facilities: 10,
        Kiosks: 30,
        Residents: 80,
        Users: 26, // eight demo accounts, sixteen further people, the locked and the invited contact
      });
    });

    it('freezes a header row on every sheet', () => {
      for (const sheet of workbook.worksheets) {
        expect({ sheet: sheet.name, view: sheet.views[0] }).toMatchObject({
          sheet: sheet.name,
          view: { state: 'frozen', ySplit: 1 },
        });
        const header = sheet.getRow(1);
        for (let c = 1; c <= header.cellCount; c += 1) expect(header.getCell(c).font?.bold).toBe(true);
      }
      expect(headerOf(workbook.getWorksheet('Organizations')!)).toEqual([
        'Id',
        'Name',
        'Domains',
        'Facilities',
        'Abby Kiosks',
        'Genie Kiosks',
        'Created',
      ]);
      expect(headerOf(workbook.getWorksheet('Kiosks')!)).toEqual([
        'Id',
        'Serial Number',
        'Name',
        'Type',
        'Subscription',
        'Abby Version',
        'Facility Id',
        'Facility',
        'Domain',
        'Organization',
        'Residents',
        'Created',
      ]);
      expect(headerOf(workbook.getWorksheet('Users')!)).toEqual(
        expect.arrayContaining(['Email', 'Functional Role', 'Locked', 'Last Sign-In', 'Created']),
      );
    });

    it('types its cells: ids and counts as numbers, dates as formatted dates, flags as booleans', () => {
      for (const sheet of workbook.worksheets) {
        for (const cell of column(sheet, 'Created')) {
          expect(cell.type).toBe(ExcelJS.ValueType.Date);
          expect(cell.value).toBeInstanceOf(Date);
          expect(cell.numFmt).toBe('mmm-dd-yyyy');
        }
      }
      const kiosks = workbook.getWorksheet('Kiosks')!;
      expect(column(kiosks, 'Id').every((c) => c.type === ExcelJS.ValueType.Number)).toBe(true);
      const residents = column(kiosks, 'Residents').map((c) => c.value);
      expect(residents.every((v) => typeof v === 'number')).toBe(true);
      expect((residents as number[]).reduce((a, b) => a + b, 0)).toBe(80);
      const types = column(kiosks, 'Type').map((c) => c.value);
      expect(types.filter((t) => t === 'Genie')).toHaveLength(10);
      expect(types.filter((t) => t === 'Abby')).toHaveLength(20);

      const organizations = workbook.getWorksheet('Organizations')!;
      const abby = column(organizations, 'Abby Kiosks').map((c) => c.value as number);
      const genie = column(organizations, 'Genie Kiosks').map((c) => c.value as number);
      expect(abby.reduce((a, b) => a + b, 0)).toBe(20);
      expect(genie.reduce((a, b) => a + b, 0)).toBe(10);

      const users = workbook.getWorksheet('Users')!;
      expect(column(users, 'Locked').every((c) => c.type === ExcelJS.ValueType.Boolean)).toBe(true);
      const roles = column(users, 'Functional Role').map((c) => c.value);
      expect(roles.filter((r) => r === 'Family Facilitator')).toHaveLength(6);
      const admin = column(users, 'Email').findIndex((c) => c.value === 'admin@ambient.demo');
      expect(column(users, 'Last Sign-In')[admin]?.value).toBeInstanceOf(Date);
      expect(column(users, 'Domains').every((c) => c.type === ExcelJS.ValueType.Number)).toBe(true);
    });
  });
}
