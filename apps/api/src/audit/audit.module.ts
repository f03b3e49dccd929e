import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller.js';
import { AuditReadersGuard } from './audit-readers.guard.js';
import { AuditRecorder } from './audit-recorder.js';
import { AuditedCommandBus } from './audited-command-bus.js';
import { AuditReader } from './audit.reader.js';

/** The audit log (issue 14): every command's attempt and outcome, and the four event logs. */
@Module({
  controllers: [AuditController],
  providers: [AuditRecorder, AuditedCommandBus, AuditReader, AuditReadersGuard],
  exports: [AuditRecorder, AuditReader],
})
export class AuditModule {}
