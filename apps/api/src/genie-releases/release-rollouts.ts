import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { RolloutLimits, type KioskKind, type RolloutGroupsRequest } from '@ambient/core';
import type { CommandContext, UnitOfWork } from '@ambient/event-sourcing';

const percent = z.number().int().min(0).max(100);
/** Generous cap at the edge; the rollout's decider judges the names with the form's messages. */
const NAME_CAP = RolloutLimits.nameMax * 10;

/** A rollout's groups as the console asks for them (decision 0052). */
export const rolloutGroupsSchema = z.object({
  name: z.string().max(NAME_CAP),
  overridesFirst: z.boolean().default(true),
  overridesGroup: z
    .object({ name: z.string().max(NAME_CAP), successThreshold: percent, errorThreshold: percent })
    .default({ name: 'Override kiosks', successThreshold: 100, errorThreshold: 0 }),
  groups: z
    .array(
      z.object({
        name: z.string().max(NAME_CAP),
        upToPercent: percent,
        successThreshold: percent,
        errorThreshold: percent,
      }),
    )
    .min(1)
    .max(RolloutLimits.groupsMax),
}) satisfies z.ZodType<RolloutGroupsRequest>;

/** The largest `rollout` field a release form may carry (JSON text). */
const ROLLOUT_FIELD_CAP = 20_000;

/**
 * A release form's optional `rollout` field (decision 0079): the groups as JSON text, beside the
 * file. Without it the release tells every kiosk it concerns at once (the spec's behaviour).
 */
export const releaseRolloutField = z
  .string()
  .max(ROLLOUT_FIELD_CAP)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'The rollout is not valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(rolloutGroupsSchema)
  .optional();

/** The OpenAPI form of the `rollout` field. */
export const releaseRolloutFormField = {
  rollout: {
    type: 'string' as const,
    description:
      'Optional: roll the release out in groups instead of telling every kiosk at once (JSON: name, overridesFirst, overridesGroup, groups).',
  },
};

/**
 * A rollout a release starts, between the release's decision and its recording: `decide` runs in
 * the release's unit of work once the release's level is known, plans and judges the rollout and
 * queues its start (throwing refuses both: nothing is appended); `tell` tells its first group once
 * both are recorded.
 */
export interface PendingReleaseRollout {
  decide(unit: UnitOfWork, level: number): Promise<void>;
  tell(context: CommandContext): Promise<void>;
}

/** What the slice that runs rollouts offers the release slices. */
export interface ReleaseRolloutStarter {
  prepare(
    request: RolloutGroupsRequest,
    kioskKind: KioskKind,
    context: CommandContext,
  ): PendingReleaseRollout;
}

/**
 * Where the release slices find the rollouts, which sit above them (decision 0079): the rollouts
 * slice registers its starter at start-up, as the fleet listens to Genie releases.
 */
@Injectable()
export class ReleaseRollouts {
  private starter: ReleaseRolloutStarter | null = null;

  serve(starter: ReleaseRolloutStarter): void {
    this.starter = starter;
  }

  /** The rollout a release asked for; none when it asked for none. */
  prepare(
    request: RolloutGroupsRequest | undefined,
    kioskKind: KioskKind,
    context: CommandContext,
  ): PendingReleaseRollout | null {
    if (!request) return null;
    if (!this.starter) throw new Error('No slice starts rollouts');
    return this.starter.prepare(request, kioskKind, context);
  }
}
