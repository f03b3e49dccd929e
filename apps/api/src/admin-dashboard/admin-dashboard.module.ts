import { Module } from '@nestjs/common';
import { AdminSummaryController } from './admin-summary.controller.js';
import { AdminSummaryReader } from './admin-summary.reader.js';
import { InventoryWorkbookWriter } from './inventory-workbook.writer.js';
import { WorkbookController } from './workbook.controller.js';

/**
 * The admin dashboard's server side (spec 01 §2.11, §7 Admin and build): the summaries behind
 * the count tiles and the inventory workbook. Admins only.
 */
@Module({
  controllers: [AdminSummaryController, WorkbookController],
  providers: [AdminSummaryReader, InventoryWorkbookWriter],
})
export class AdminDashboardModule {}
