import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  auditDescription,
  type AuditEventsResponse,
  AUDIT_READS,
  type AuditRead,
  type HistoryKind,
  type HistoryResponse,
  type ResidentAccessResponse,
} from '@ambient/core';
import { parseListQuery } from '../common/list-query.js';
import { commandContextOf, languageOf, type ApiRequest } from '../common/request-context.js';
import { Answers, IdParam, ValidParam, ValidQuery, ValidQueryParam } from '../common/validation.js';
import { AuditReaders } from './audit-readers.guard.js';
import { AuditRecorder, type AuditTargetKind } from './audit-recorder.js';
import { AUDIT_SORT, AuditReader, type AuditFilter } from './audit.reader.js';
import { AccessReader } from './access.reader.js';
import { HistoryReader } from './history.reader.js';
import { historyWorkbook } from './history-workbook.js';
import {
  auditEventsAnswer,
  historyAnswer,
  historyAtSchema,
  historyEventsSchema,
  historyIdSchema,
  historyKindSchema,
  residentAccessAnswer,
  auditQuerySchema,
  playlistAuditQuerySchema,
  type AuditQueryInput,
  type PlaylistAuditQueryInput,
} from './audit.schemas.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

/** The name each history's read is recorded under (`AUDIT_READS`, `eventLogs.reads` in the console). */
const HISTORY_READS: Readonly<Record<HistoryKind, AuditRead>> = {
  resident: 'ResidentHistory',
  kiosk: 'KioskHistory',
  user: 'UserHistory',
  album: 'AlbumHistory',
  kioskPlaylist: 'KioskPlaylistHistory',
  abbyProfile: 'AbbyProfileHistory',
};

/**
 * The event logs of spec 03 §7 (issue 14; decisions 0058 and 0059), for admins and auditors:
 * a page of entries, newest first, searched; Verbose adds the attempts. Every read is itself
 * recorded in the user log (who read which log, not what they searched for).
 */
@ApiTags('event logs')
@ApiBearerAuth()
@AuditReaders()
@ApiForbiddenResponse({ description: 'Neither an admin nor an auditor' })
@Controller('admin')
export class AuditController {
  constructor(
    private readonly reader: AuditReader,
    private readonly recorder: AuditRecorder,
    private readonly histories: HistoryReader,
    private readonly access: AccessReader,
  ) {}

  /**
   * A resident's, kiosk's, user's, album's or kiosk playlist's history replayed (issue 14, point 3;
   * decision 0062): every event up to `at` (all of them when absent) with who, when, from where
   * and what it changed, and the subject as it stood then (only that with `events=false`). The
   * read is recorded in the subject's log.
   */
  @Get('history/:kind/:id')
  @Answers(historyAnswer)
  async history(
    @ValidParam('kind', historyKindSchema) kind: HistoryKind,
    @ValidParam('id', historyIdSchema) id: string,
    @ValidQueryParam('at', historyAtSchema) at: string | undefined,
    @ValidQueryParam('events', historyEventsSchema) events: string | undefined,
    @Req() req: ApiRequest,
  ): Promise<Success<HistoryResponse>> {
    const history = await this.histories.history(kind, id, at === undefined ? null : new Date(at), {
      withEvents: events !== 'false',
    });
    // A history's kind names its subject as the audit entries' target kinds do.
    this.recordRead(HISTORY_READS[kind], req, { kind, id });
    return history;
  }

  /**
   * The same history as a workbook (decision 0068): one row per change, dates as Excel dates,
   * columns and values in the reader's language. Read and recorded as the history is.
   */
  @Get('history/:kind/:id/export')
  @ApiProduces(XLSX_TYPE)
  @ApiOkResponse({ description: 'The history (.xlsx)', schema: { type: 'string', format: 'binary' } })
  async exportHistory(
    @ValidParam('kind', historyKindSchema) kind: HistoryKind,
    @ValidParam('id', historyIdSchema) id: string,
    @ValidQueryParam('at', historyAtSchema) at: string | undefined,
    @Req() req: ApiRequest,
    @Res() res: Response,
  ): Promise<void> {
    const history = await this.histories.history(kind, id, at === undefined ? null : new Date(at));
    const file = await historyWorkbook(history, languageOf(req) === 2 ? 'fr-CA' : 'en-CA');
    this.recordRead(HISTORY_READS[kind], req, { kind, id });
    const safeId = id.replace(/[^A-Za-z0-9_-]/g, '_');
    res.status(200);
    res.setHeader('Content-Type', XLSX_TYPE);
    res.setHeader('Content-Disposition', `attachment; filename="history-${kind}-${safeId}.xlsx"`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(file);
  }

  /**
   * Who could see a resident's messages, albums and picture at `at` (now when absent), and
   * through which assignment (issue 14, point 3; decision 0069), folded from the log as it stood
   * then. The read is recorded in the resident's log.
   */
  @Get('access/resident/:id')
  @Answers(residentAccessAnswer)
  async residentAccess(
    @IdParam() id: number,
    @ValidQueryParam('at', historyAtSchema) at: string | undefined,
    @Req() req: ApiRequest,
  ): Promise<Success<ResidentAccessResponse>> {
    const answer = await this.access.residentAccess(
      id,
      at === undefined ? commandContextOf(req).now : new Date(at),
    );
    this.recordRead('ResidentAccess', req, { kind: 'resident', id: String(id) });
    return answer;
  }

  @Get('user-events')
  @Answers(auditEventsAnswer)
  userEvents(@ValidQuery(auditQuerySchema) params: AuditQueryInput, @Req() req: ApiRequest) {
    return this.read('UserEvents', { log: 'user', verbose: params.verbose === 'true' }, params, req);
  }

  @Get('resident-events')
  @Answers(auditEventsAnswer)
  residentEvents(@ValidQuery(auditQuerySchema) params: AuditQueryInput, @Req() req: ApiRequest) {
    return this.read('ResidentEvents', { log: 'resident', verbose: params.verbose === 'true' }, params, req);
  }

  @Get('kiosk-events')
  @Answers(auditEventsAnswer)
  kioskEvents(@ValidQuery(auditQuerySchema) params: AuditQueryInput, @Req() req: ApiRequest) {
    return this.read('KioskEvents', { log: 'kiosk', verbose: params.verbose === 'true' }, params, req);
  }

  /** Abby's playlists (profiles): a kiosk's unless `isKiosk=false`. */
  @Get('abby-playlist-events')
  @Answers(auditEventsAnswer)
  abbyPlaylistEvents(
    @ValidQuery(playlistAuditQuerySchema) params: PlaylistAuditQueryInput,
    @Req() req: ApiRequest,
  ) {
    return this.read('AbbyPlaylistEvents', this.playlistFilter('ABBY', params), params, req);
  }

  /** Genie's playlists: a kiosk's unless `isKiosk=false` (a resident's, the Memory Albums). */
  @Get('genie-playlist-events')
  @Answers(auditEventsAnswer)
  geniePlaylistEvents(
    @ValidQuery(playlistAuditQuerySchema) params: PlaylistAuditQueryInput,
    @Req() req: ApiRequest,
  ) {
    return this.read('GeniePlaylistEvents', this.playlistFilter('GENIE', params), params, req);
  }

  private playlistFilter(context: 'ABBY' | 'GENIE', params: PlaylistAuditQueryInput): AuditFilter {
    return {
      log: 'playlist',
      verbose: params.verbose === 'true',
      context,
      isKiosk: params.isKiosk !== 'false',
    };
  }

  private async read(
    name: AuditRead,
    filter: AuditFilter,
    params: AuditQueryInput,
    req: ApiRequest,
  ): Promise<Success<AuditEventsResponse>> {
    const query = parseListQuery({ ...params, page: params.page || '0' }, AUDIT_SORT, '-createDate');
    const page = await this.reader.page(filter, query, languageOf(req));
    this.recordRead(name, req);
    return page;
  }

  /**
   * A read of the logs, as the reader's own entry in the user log (decision 0059); a read of a
   * history, in the log of its subject, naming it (decision 0062).
   */
  private recordRead(
    name: AuditRead,
    req: ApiRequest,
    subject?: { kind: AuditTargetKind; id: string },
  ): void {
    const context = commandContextOf(req);
    this.recorder.record({
      at: context.now,
      log: AUDIT_READS[name],
      outcome: 'read',
      command: name,
      description: auditDescription('read', name),
      correlationId: context.correlationId,
      userId: context.userId,
      performerRole: context.functionalRole,
      source: context.source,
      targetKind: subject ? subject.kind : context.userId === null ? null : 'user',
      targetId: subject ? subject.id : context.userId,
      context: null,
      isKiosk: null,
      errorKey: null,
      errorParams: null,
      errorSeverity: null,
      mediaIds: null,
    });
  }
}
