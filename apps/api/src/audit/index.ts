import { AuditEntryRow } from './audit-entry.row.js';

export { AuditModule } from './audit.module.js';
export { AuditRecorder, type AuditEntry } from './audit-recorder.js';
export { AuditReader } from './audit.reader.js';
export { AuditReadersGuard } from './audit-readers.guard.js';
export { HistorySources, numericStream, type HistorySource } from './history-sources.js';

export const AUDIT_ENTITIES = [AuditEntryRow];
