import type ExcelJS from 'exceljs';
import {
  formatHistoryValue,
  historyFieldLabel,
  historyRoleLabel,
  historySourceLabel,
  historyWorkbookWords,
  type HistoryResponse,
  type Locale,
} from '@ambient/core';

/** Real Excel dates, shown to the second (the times are UTC: the server knows no reader's zone). */
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const HEADER_STYLE: Partial<ExcelJS.Style> = {
  font: { bold: true },
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3EAF0' } },
};

/**
 * A history as a workbook (decision 0068): one row per field an event changed (one for an event
 * that changed none), with its date as a real Excel date, the performer, their role then, the
 * source, the event, and the field's label and values in words; a second sheet holds the
 * subject's state at the moment read. Texts in the reader's language.
 */
export async function historyWorkbook(history: HistoryResponse, locale: Locale): Promise<Buffer> {
  const { columns, sheets } = historyWorkbookWords(locale);
  const value = (field: string, raw: unknown) => formatHistoryValue(field, raw, history.names, locale);
  // Loaded when a workbook is asked for (decision 0071).
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  workbook.creator = 'Ambient Console';
  workbook.created = new Date();

  const events = workbook.addWorksheet(sheets.history, { views: [{ state: 'frozen', ySplit: 1 }] });
  events.columns = [
    { header: columns.date, key: 'at', width: 21, style: { numFmt: DATE_FORMAT } },
    { header: columns.performedBy, key: 'performer', width: 26 },
    { header: columns.role, key: 'role', width: 22 },
    { header: columns.source, key: 'source', width: 12 },
    { header: columns.event, key: 'event', width: 26 },
    { header: columns.field, key: 'field', width: 24 },
    { header: columns.before, key: 'before', width: 30 },
    { header: columns.after, key: 'after', width: 30 },
  ];
  for (const step of history.events) {
    const common = {
      at: new Date(step.at),
      performer: step.username === null ? '' : value('name', step.username),
      role: historyRoleLabel(step.performedByRole, locale),
      source: historySourceLabel(step.source, locale),
      event: step.type,
    };
    if (step.changes.length === 0) events.addRow(common);
    for (const change of step.changes)
      events.addRow({
        ...common,
        field: historyFieldLabel(change.field, locale),
        before: value(change.field, change.before),
        after: value(change.field, change.after),
      });
  }
  events.getRow(1).eachCell((cell) => (cell.style = HEADER_STYLE));

  const state = workbook.addWorksheet(sheets.state);
  state.columns = [
    { header: columns.field, key: 'field', width: 28 },
    { header: columns.value, key: 'value', width: 40 },
  ];
  for (const [field, raw] of Object.entries(history.state))
    state.addRow({ field: historyFieldLabel(field, locale), value: value(field, raw) });
  state.getRow(1).eachCell((cell) => (cell.style = HEADER_STYLE));

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
