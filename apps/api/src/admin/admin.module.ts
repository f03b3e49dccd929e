import { Module } from '@nestjs/common';
import { AdminOnlyGuard } from './admin-only.guard.js';
import { AdminSummaryController } from './admin-summary.controller.js';
import { AdminSummaryReader } from './admin-summary.reader.js';
import { ReleaseGenieUpdateHandler } from './genie-release.commands.js';
import { GenieReleaseController } from './genie-release.controller.js';
import { InventoryWorkbookWriter } from './inventory-workbook.writer.js';
import { ReleaseStorage } from './release-storage.js';
import { ReleaseUploadInterceptor } from './release-upload.interceptor.js';
import { WorkbookController } from './workbook.controller.js';

/**
 * The admin dashboard's server side (spec 01 §2.11, §7 Admin and build): the summaries behind
 * the count tiles, the inventory workbook and Genie releases. Admins only. Relies on the
 * global CoreModule (DataSource, AggregateStore, APP_CONFIG) and the CQRS bus.
 */
@Module({
  controllers: [AdminSummaryController, WorkbookController, GenieReleaseController],
  providers: [
    AdminOnlyGuard,
    AdminSummaryReader,
    InventoryWorkbookWriter,
    ReleaseStorage,
    ReleaseUploadInterceptor,
    ReleaseGenieUpdateHandler,
  ],
  exports: [AdminSummaryReader],
})
export class AdminModule {}
