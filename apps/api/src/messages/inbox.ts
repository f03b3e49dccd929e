/**
 * The moderated inbox (issue 13 point 8; decision 0077): a facility's inbox settings, changed by
 * those who may change its alert settings; the facility's quiet time, read on its alert calendar
 * (decision 0048); and the sweep that delivers approved messages held until the day starts.
 */
import {
  Controller,
  Get,
  Inject,
  Injectable,
  Logger,
  Put,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  alertHoursAt,
  facilityInboxDecider,
  facilityInboxStream,
  type FacilityInboxCommand,
  type FacilityInboxSettings,
  type FacilityInboxSettingsAnswer,
} from '@ambient/core';
import {
  AggregateStore,
  ProjectionRunner,
  systemContext,
  type CommandContext,
} from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { CommandMessage } from '../common/command-message.js';
import { Ctx } from '../common/request-context.js';
import { Answers, IdParam, ValidBody } from '../common/validation.js';
import { assertVisible } from '../common/visibility.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProcessRole } from '../config/process-role.js';
import { OfflineAlertsReader } from '../offline-alerts/index.js';
import { MessageCommandMessage } from './message.commands.js';
import { MessageSender } from './message-sender.js';
import { MessagesReader } from './messages.reader.js';
import { inboxSettingsAnswer, inboxSettingsBodySchema, type InboxSettingsBody } from './messages.schemas.js';

export class FacilityInboxCommandMessage extends CommandMessage<
  FacilityInboxCommand,
  { ChangeFacilityInboxSettings: void }
> {}

@CommandHandler(FacilityInboxCommandMessage)
export class FacilityInboxCommandHandler implements ICommandHandler<FacilityInboxCommandMessage> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ command, context }: FacilityInboxCommandMessage): Promise<void> {
    await this.aggregates.handle(
      facilityInboxStream(command.facilityId),
      facilityInboxDecider,
      command,
      context,
    );
  }
}

/** Whether it is quiet time for a facility now: outside its day, on a quiet day or in quiet hours. */
@Injectable()
export class FacilityQuietTime {
  constructor(private readonly calendars: OfflineAlertsReader) {}

  async isQuiet(facilityId: number | null, now: Date): Promise<boolean> {
    if (facilityId === null) return false;
    const { settings, effectiveTimeZone } = await this.calendars.settings(facilityId);
    return alertHoursAt(now, settings, effectiveTimeZone) !== 'day';
  }
}

/** A facility's inbox settings: read and changed by admins and the facility's domain managers. */
@ApiTags('messages')
@ApiBearerAuth()
@Controller('facilities')
export class FacilityInboxController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: MessagesReader,
    private readonly calendars: OfflineAlertsReader,
  ) {}

  @Get(':id/inbox-settings')
  @Answers(inboxSettingsAnswer)
  async settings(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<FacilityInboxSettingsAnswer> {
    assertVisible(await this.calendars.facilityVisibility(principal.profile, id), 'facility.notFound');
    return this.reader.inboxSettings(id);
  }

  @Put(':id/inbox-settings')
  @Answers(inboxSettingsAnswer)
  async change(
    @IdParam() id: number,
    @ValidBody(inboxSettingsBodySchema) body: InboxSettingsBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<FacilityInboxSettingsAnswer> {
    const visibility = await this.calendars.facilityVisibility(principal.profile, id);
    assertVisible(visibility, 'facility.notFound');
    const settings: FacilityInboxSettings = { moderated: body.moderated };
    await this.commands.execute(
      new FacilityInboxCommandMessage(
        {
          type: 'ChangeFacilityInboxSettings',
          facilityId: id,
          settings,
          mayChange: visibility === 'visible',
        },
        context,
      ),
    );
    return this.reader.inboxSettings(id);
  }
}

/**
 * The time the sweep of held messages judges a facility's quiet time by: the system's. A test moves
 * it to a facility's next day instead of waiting for one.
 */
@Injectable()
export class ReleaseClock {
  now(): Date {
    return new Date();
  }
}

/** The events after which a held message may be due at once. */
const WAKES_SWEEP = new Set(['MessageApproved', 'FacilityAlertSettingsChanged']);

/**
 * Delivers approved messages held for the facility's day (decision 0077), every
 * OFFLINE_ALERTS_SWEEP_MS as the offline alerts' sweep (decision 0049) and after an approval or a
 * calendar change. What it needs is in the log's read models, so a restart loses nothing; the
 * decider releases each message once however many instances sweep.
 */
@Injectable()
export class MessageReleaseSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MessageReleaseSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private stopListening: () => void = () => undefined;

  constructor(
    private readonly reader: MessagesReader,
    private readonly quiet: FacilityQuietTime,
    private readonly commands: CommandBus,
    private readonly sender: MessageSender,
    private readonly projections: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly role: ProcessRole,
    private readonly clock: ReleaseClock,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.role.background) return;
    this.timer = setInterval(() => this.sweepSoon(), this.config.offlineAlertSweepMs);
    this.timer.unref();
    this.stopListening = this.projections.onApplied((events) => {
      if (events.some((event) => WAKES_SWEEP.has(event.type))) this.sweepSoon();
    });
    this.sweepSoon();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.stopListening();
    await this.running;
  }

  sweepSoon(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.sweep().catch((error: Error) =>
          this.logger.error(`Held message sweep failed: ${error.message}`),
        );
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
  }

  private async sweep(): Promise<void> {
    const now = this.clock.now();
    const quiet = new Map<number | null, boolean>();
    for (const { messageId, facilityId } of await this.reader.scheduled()) {
      if (this.stopped) return;
      if (!quiet.has(facilityId)) quiet.set(facilityId, await this.quiet.isQuiet(facilityId, now));
      if (quiet.get(facilityId)) continue;
      const released = await this.commands.execute(
        new MessageCommandMessage({ type: 'ReleaseMessage', messageId }, systemContext()),
      );
      if (released) await this.sender.deliver(messageId);
    }
  }
}
