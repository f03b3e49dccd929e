import { Controller, Get, Logger, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { workbookFileName } from '@ambient/core';
import { AdminOnly } from '../common/admin-only.guard.js';
import { InventoryWorkbookWriter, isWorkbookAborted } from './inventory-workbook.writer.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Download Inventory Workbook (spec 01 §2.11, §7 `GET workbook`). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('workbook')
export class WorkbookController {
  private readonly logger = new Logger(WorkbookController.name);

  constructor(private readonly writer: InventoryWorkbookWriter) {}

  /** The inventory as an .xlsx streamed as it is read: one sheet per entity, saved as the prefix plus the ISO date. */
  @Get()
  @ApiProduces(XLSX_TYPE)
  @ApiOkResponse({ description: 'The workbook (.xlsx)', schema: { type: 'string', format: 'binary' } })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  async download(@Res() res: Response): Promise<void> {
    const fileName = workbookFileName(new Date().toISOString().slice(0, 10));
    res.status(200);
    res.setHeader('Content-Type', XLSX_TYPE);
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    try {
      await this.writer.write(res);
    } catch (error) {
      // The headers are gone: all that is left is to cut the download short so it is not
      // mistaken for a whole workbook.
      if (!isWorkbookAborted(error)) this.logger.error({ err: error }, 'Workbook failed while streaming');
      res.destroy();
    }
  }
}
