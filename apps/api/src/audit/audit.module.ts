import { Module } from '@nestjs/common';
import { AccessReader } from './access.reader.js';
import { AuditController } from './audit.controller.js';
import { AuditReadersGuard } from './audit-readers.guard.js';
import { AuditRecorder } from './audit-recorder.js';
import { AuditedCommandBus } from './audited-command-bus.js';
import { AuditReader } from './audit.reader.js';
import { HistoryReader } from './history.reader.js';
import { HistorySources } from './history-sources.js';

/**
 * The audit log (issue 14): every command's attempt and outcome, the four event logs, and the
 * histories auditors replay (from the sources the slices register).
 */
@Module({
  controllers: [AuditController],
  providers: [
    AccessReader,
    AuditRecorder,
    AuditedCommandBus,
    AuditReader,
    AuditReadersGuard,
    HistoryReader,
    HistorySources,
  ],
  exports: [AuditRecorder, AuditReader, HistorySources],
})
export class AuditModule {}
