import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ABBY_ACTIVITIES_STREAM,
  ABBY_OVERRIDES_STREAM,
  ABBY_UPDATE_ZIPS_STREAM,
  abbyActivitiesDecider,
  abbyOverridesDecider,
  abbyUpdateZipsDecider,
  DomainError,
  checkActivityDescription,
  checkUpdateZipName,
  expectedActivityZipName,
  isExpectedActivityZip,
  nextActivityUpdate,
  releaseComment,
  zipVersionOf,
  type AbbyActivityCommand,
  type AbbyZipVersion,
  type StoredUpload,
  type MessageKey,
  type MessageParams,
  type OverrideEnd,
  type RolloutGroupsRequest,
} from '@ambient/core';
import { AggregateStore, type CommandContext } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';
import { IdAllocator } from '../database/id-allocator.js';
import { ReleaseRollouts } from '../genie-releases/index.js';
import { AbbyZipStorage } from './abby-zip-storage.js';
import { UploadInspector } from '../storage/index.js';
import { AbbyUpdatesReader } from './abby-updates.reader.js';
import { UPDATE_NOTIFIER, type UpdateNotifier } from './update-notifier.js';

/** A multipart upload as multer left it on the data volume. */
export interface ReceivedUpload {
  originalname: string;
  size: number;
  path: string;
}

/** The commands of the Abby updates slice: what the sender knows; the handler gathers the facts. */
export type AbbyUpdateSliceCommand =
  | { type: 'CreateAbbyActivity'; description: string; responseTypeId: number | null }
  | { type: 'UpdateAbbyActivity'; activityId: number; description: string }
  | {
      type: 'ReleaseAbbyActivity';
      activityId: number;
      level: number;
      comment: string;
      upload: ReceivedUpload;
    }
  | {
      type: 'ReleaseAbbyUpdateZip';
      version: AbbyZipVersion;
      upload: ReceivedUpload;
      /** Roll the release out in groups instead of telling every kiosk at once (decision 0079). */
      rollout?: RolloutGroupsRequest;
    }
  | { type: 'DeleteAbbyUpdateZip'; version: AbbyZipVersion; level: number }
  | { type: 'ActivateOverrideAbbys'; selectedIds: number[]; ends?: OverrideEnd[] }
  /** The system, once an override kiosk's end passed (decision 0085). */
  | { type: 'EndOverrideAbby'; kioskId: number };

interface AbbyUpdateResults {
  CreateAbbyActivity: number;
  UpdateAbbyActivity: void;
  ReleaseAbbyActivity: { level: number; nextUpdate: number };
  ReleaseAbbyUpdateZip: { level: number };
  DeleteAbbyUpdateZip: void;
  ActivateOverrideAbbys: { activated: number; deactivated: number };
  EndOverrideAbby: void;
}

export class AbbyUpdateCommandMessage<
  C extends AbbyUpdateSliceCommand = AbbyUpdateSliceCommand,
> extends CommandMessage<C, AbbyUpdateResults> {}

const refuse = (key: MessageKey, params: MessageParams = {}, status: 404 | 422 = 422): never => {
  throw new DomainError(key, params, status, 0);
};

@CommandHandler(AbbyUpdateCommandMessage)
export class AbbyUpdateCommandHandler implements ICommandHandler<AbbyUpdateCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly reader: AbbyUpdatesReader,
    private readonly storage: AbbyZipStorage,
    private readonly inspector: UploadInspector,
    @Inject(UPDATE_NOTIFIER) private readonly notifier: UpdateNotifier,
    private readonly rollouts: ReleaseRollouts,
  ) {}

  async execute({
    command,
    context,
  }: AbbyUpdateCommandMessage): Promise<AbbyUpdateResults[keyof AbbyUpdateResults]> {
    switch (command.type) {
      case 'CreateAbbyActivity':
        return this.createActivity(command.description, command.responseTypeId, context);
      case 'UpdateAbbyActivity':
        return this.activity(
          { type: 'UpdateAbbyActivity', activityId: command.activityId, description: command.description },
          context,
        );
      case 'ReleaseAbbyActivity':
        return this.releaseActivity(command, context);
      case 'ReleaseAbbyUpdateZip':
        return this.releaseZip(command, context);
      case 'DeleteAbbyUpdateZip':
        await this.aggregates.handle(ABBY_UPDATE_ZIPS_STREAM, abbyUpdateZipsDecider, command, context);
        return;
      case 'ActivateOverrideAbbys':
        return this.activateOverrides(command.selectedIds, command.ends, context);
      case 'EndOverrideAbby':
        await this.aggregates.handle(
          ABBY_OVERRIDES_STREAM,
          abbyOverridesDecider,
          { type: 'EndOverrideAbby', kioskId: command.kioskId, at: context.now.toISOString() },
          context,
        );
        return;
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  }

  /** The description is judged before an id is used up. */
  private async createActivity(
    description: string,
    responseTypeId: number | null,
    context: CommandContext,
  ): Promise<number> {
    checkActivityDescription(description);
    const activityId = await this.ids.next('abby_activity');
    await this.activity({ type: 'CreateAbbyActivity', activityId, description, responseTypeId }, context);
    return activityId;
  }

  private async activity(command: AbbyActivityCommand, context: CommandContext): Promise<void> {
    await this.aggregates.handle(ABBY_ACTIVITIES_STREAM, abbyActivitiesDecider, command, context);
  }

  /**
   * The rules that need no file are judged first (the activity, the name "{next}.zip", the
   * comment), then the content (a zip, opened and expanded), then the file is kept and the
   * release recorded; a refusal or a failure leaves no file behind.
   */
  private async releaseActivity(
    command: Extract<AbbyUpdateSliceCommand, { type: 'ReleaseAbbyActivity' }>,
    context: CommandContext,
  ): Promise<{ level: number; nextUpdate: number }> {
    const { upload } = command;
    return this.keeping(upload, async (stored) => {
      const { state } = await this.aggregates.load(ABBY_ACTIVITIES_STREAM, abbyActivitiesDecider);
      const current = state.activities.get(command.activityId);
      if (!current) refuse('abbyActivity.notFound', {}, 404);
      const next = nextActivityUpdate(state);
      if (!isExpectedActivityZip(upload.originalname, next))
        refuse('abbyActivity.invalidFilename', { name: expectedActivityZipName(next) });
      const judged = releaseComment(command.comment, current?.releasedLevel != null);
      if ('fault' in judged) refuse(judged.fault.key, judged.fault.params);
      const file = await stored();
      const audience = await this.reader.abbySerials();
      // The release and the Abbys' notice are one append: never a release its kiosks are not told of.
      const { after, tell } = await this.aggregates.transact(context, 'ReleaseAbbyActivity', async (unit) => {
        const before = await unit.load(ABBY_ACTIVITIES_STREAM, abbyActivitiesDecider);
        const events = abbyActivitiesDecider.decide(
          {
            type: 'ReleaseAbbyActivity',
            activityId: command.activityId,
            level: command.level,
            comment: command.comment,
            file,
          },
          before,
        );
        unit.append(ABBY_ACTIVITIES_STREAM, events);
        return {
          after: events.reduce(abbyActivitiesDecider.evolve, before),
          tell: await this.notifier.noticeIn(unit, audience, 'abbyActivity', next, context),
        };
      });
      await tell(context);
      return { level: next, nextUpdate: nextActivityUpdate(after) };
    });
  }

  /**
   * A zip release tells the kiosks of its version at once, or, with a rollout, records the
   * rollout's start in the same append and tells only its first group (decision 0079).
   */
  private async releaseZip(
    { version, upload, rollout }: Extract<AbbyUpdateSliceCommand, { type: 'ReleaseAbbyUpdateZip' }>,
    context: CommandContext,
  ): Promise<{ level: number }> {
    return this.keeping(upload, async (stored) => {
      const { state } = await this.aggregates.load(ABBY_UPDATE_ZIPS_STREAM, abbyUpdateZipsDecider);
      checkUpdateZipName(upload.originalname, state, version);
      const pending = this.rollouts.prepare(rollout, version === 21 ? 'abby21' : 'abby22', context);
      const file = await stored();
      const audience = pending ? [] : await this.reader.zipReleaseAudience(version);
      // The release and its notice (or its rollout's start and first group's notice) are one append.
      const { level, tell } = await this.aggregates.transact(
        context,
        'ReleaseAbbyUpdateZip',
        async (unit) => {
          const before = await unit.load(ABBY_UPDATE_ZIPS_STREAM, abbyUpdateZipsDecider);
          const events = abbyUpdateZipsDecider.decide(
            { type: 'ReleaseAbbyUpdateZip', version, file },
            before,
          );
          unit.append(ABBY_UPDATE_ZIPS_STREAM, events);
          const level = events[0]?.type === 'AbbyUpdateZipReleased' ? events[0].data.level : 0;
          if (pending) {
            await pending.decide(unit, level);
            return { level, tell: pending.tell };
          }
          return { level, tell: await this.notifier.noticeIn(unit, audience, 'abbyUpdate', level, context) };
        },
      );
      await tell(context);
      return { level };
    });
  }

  /**
   * Runs `work` with a way to keep the upload once its rules passed: the content must be a zip
   * ("Invalid Filename" otherwise) whose every entry expands within the limits. Whatever `work`
   * throws, the upload and the kept file are removed.
   */
  private async keeping<T>(
    upload: ReceivedUpload,
    work: (stored: () => Promise<StoredUpload>) => Promise<T>,
  ): Promise<T> {
    let storedAs: string | null = null;
    try {
      if (upload.size === 0) refuse('error.noFile');
      return await work(async () => {
        if (!(await this.storage.isZipArchive(upload.path))) refuse('release.invalidFilename');
        await this.inspector.zip(upload.path);
        storedAs = await this.storage.keep(upload.path, upload.originalname);
        return { fileName: upload.originalname, size: upload.size, storedAs };
      });
    } catch (error) {
      if (storedAs === null) await this.storage.discard(upload.path);
      else await this.storage.forget(storedAs);
      throw error;
    }
  }

  /**
   * Selection means activation: the kiosks selected become override kiosks, the others stop
   * being ones. Every id must be an Abby that exists. A selected kiosk may be given an end, a
   * moment to come (decision 0085). The newly activated are told the latest update of their
   * version is available.
   */
  private async activateOverrides(
    selectedIds: number[],
    ends: OverrideEnd[] | undefined,
    context: CommandContext,
  ): Promise<{ activated: number; deactivated: number }> {
    const selected = [...new Set(selectedIds)];
    const kiosks = await this.reader.candidates(selected);
    const latest = await this.reader.latestAbbyLevels();
    // The change and the newly activated kiosks' notices are one append.
    const { counts, tells } = await this.aggregates.transact(
      context,
      'ActivateOverrideAbbys',
      async (unit) => {
        const state = await unit.load(ABBY_OVERRIDES_STREAM, abbyOverridesDecider);
        const events = abbyOverridesDecider.decide(
          {
            type: 'ActivateOverrideAbbys',
            selectedIds: selected,
            kiosks,
            ...(ends ? { ends } : {}),
            at: context.now.toISOString(),
          },
          state,
        );
        unit.append(ABBY_OVERRIDES_STREAM, events);
        const change = events.find((event) => event.type === 'AbbyOverrideKiosksChanged');
        if (!change) return { counts: { activated: 0, deactivated: 0 }, tells: [] };
        const activated = await this.reader.serialsOf(change.data.activated);
        const tells: Array<(context: CommandContext) => Promise<void>> = [];
        for (const version of [21, 22] as const) {
          const serials = activated.filter(
            (k) => zipVersionOf(k.phidgetVersion as 21 | 22 | null) === version,
          );
          tells.push(
            await this.notifier.noticeIn(
              unit,
              serials.map((k) => k.serialNumber),
              'abbyUpdate',
              version === 21 ? latest.abby21 : latest.abby22,
              context,
            ),
          );
        }
        return {
          counts: { activated: change.data.activated.length, deactivated: change.data.deactivated.length },
          tells,
        };
      },
    );
    for (const tell of tells) await tell(context);
    return counts;
  }
}
