import type { Writable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type ExcelJS from 'exceljs';
import { DataSource } from 'typeorm';
import {
  DATE_FORMAT,
  INVENTORY_SHEETS,
  type CellType,
  type WorkbookSheet,
} from './inventory-workbook.sheets.js';

/** Rows read per query; each batch is a keyset page (`key > last ORDER BY key LIMIT n`). */
export const WORKBOOK_BATCH_SIZE = 5000;

export interface WorkbookReport {
  rows: Record<string, number>;
}

/**
 * One shared style object per cell type. exceljs looks a style up by object identity first, so
 * sharing them (instead of the per-cell copies column styles make) halves the writing time.
 */
const CELL_STYLES: Readonly<Record<CellType, Partial<ExcelJS.Style>>> = {
  id: {},
  text: {},
  boolean: {},
  count: { numFmt: '#,##0' },
  date: { numFmt: DATE_FORMAT },
};
const HEADER_STYLE: Partial<ExcelJS.Style> = {
  font: { bold: true },
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3EAF0' } },
  border: { bottom: { style: 'thin', color: { argb: 'FF9FB3C4' } } },
};

/** Resolves when `out` can take more, or is closed (then the caller sees `destroyed`). */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      out.off('drain', done);
      out.off('close', done);
      out.off('error', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
    out.on('error', done);
  });
}

/** The client went away: stop reading. */
class WorkbookAborted extends Error {}

/**
 * Streams the inventory workbook (one sheet per entity) to `out` with exceljs's streaming
 * writer: rows are read in keyset batches and committed as they come, so memory stays flat
 * however large the inventory is, and the download starts at once. Waits for `out` to drain
 * between batches so a slow client slows the reads instead of filling memory.
 */
@Injectable()
export class InventoryWorkbookWriter {
  constructor(private readonly dataSource: DataSource) {}

  async write(out: Writable, batchSize = WORKBOOK_BATCH_SIZE): Promise<WorkbookReport> {
    // Loaded when a workbook is asked for: most processes never write one (see `lazy-modules`).
    const { default: excel } = await import('exceljs');
    const workbook = new excel.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'Ambient Console';
    workbook.created = new Date();
    const rows: Record<string, number> = {};
    for (const sheet of INVENTORY_SHEETS) {
      rows[sheet.name] = await this.writeSheet(workbook, sheet, out, batchSize);
    }
    await workbook.commit();
    return { rows };
  }

  private async writeSheet(
    workbook: ExcelJS.stream.xlsx.WorkbookWriter,
    sheet: WorkbookSheet,
    out: Writable,
    batchSize: number,
  ): Promise<number> {
    const worksheet = workbook.addWorksheet(sheet.name, {
      views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
    });
    worksheet.columns = sheet.columns.map((column) => ({ width: column.width }));
    const header = worksheet.addRow(sheet.columns.map((column) => column.header));
    header.eachCell((cell) => {
      cell.style = HEADER_STYLE;
    });
    header.commit();
    const styles = sheet.columns.map((column) => CELL_STYLES[column.type]);

    // The next batch is read while this one is written.
    const read = (after: number | string): Promise<unknown[]> =>
      this.dataSource.query(sheet.query, [after, batchSize]) as Promise<unknown[]>;
    let count = 0;
    let next: Promise<unknown[]> | null = read(sheet.firstKey);
    while (next) {
      const batch = await next;
      next = null;
      const last = batch[batch.length - 1];
      if (batch.length === batchSize && last !== undefined) next = read(sheet.read(last).key);
      for (const raw of batch) {
        const row = worksheet.addRow(sheet.read(raw).cells);
        row.eachCell((cell, col) => {
          cell.style = styles[col - 1] ?? {};
        });
        row.commit();
      }
      count += batch.length;
      if (out.writableNeedDrain) await drained(out);
      if (out.destroyed) {
        next?.catch(() => undefined);
        throw new WorkbookAborted('The client closed the download');
      }
    }
    worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
    worksheet.commit();
    return count;
  }
}

export const isWorkbookAborted = (error: unknown): boolean => error instanceof WorkbookAborted;
