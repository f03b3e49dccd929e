import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CAREGIVER_SUMMARY_LABELS,
  Language,
  mediaPathTypes,
  TEXT_RESOURCES,
  type AbbyExpressions,
  type ExpressionSegment,
} from '@ambient/core';
import { AbbyUpdatesReader } from '../abby-updates/index.js';
import { AmbientInvitationsReader } from '../invitations/index.js';

type Texts = Record<string, string>;

/**
 * The English reference set, from where each set lives (decision 0064): the media path types and
 * the text resources of the code, the Abby activities and the ambient invitations of their slices,
 * and each other language's translation of it, read from `expression_translations`.
 */
@Injectable()
export class ExpressionsReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: AbbyUpdatesReader,
    private readonly invitations: AmbientInvitationsReader,
  ) {}

  /** English first, then each language it is translated into. */
  async manager(): Promise<AbbyExpressions[]> {
    const english = await this.english();
    const rows = (await this.dataSource.query(
      `SELECT language_id, segment, item_id, texts FROM expression_translations WHERE language_id = $1`,
      [Language.French],
    )) as Array<{ language_id: number; segment: ExpressionSegment; item_id: number; texts: Texts }>;
    const texts = new Map(rows.map((row) => [`${row.segment}:${row.item_id}`, row.texts]));
    const of = (segment: ExpressionSegment, id: number, field: string): string =>
      texts.get(`${segment}:${id}`)?.[field] ?? '';
    const french: AbbyExpressions = {
      languageId: Language.French,
      caregiver: english.caregiver.map(({ id }) => ({
        id,
        description: of('mediapathtypes', id, 'description'),
        shortDescription: of('mediapathtypes', id, 'shortDescription'),
        longDescription: of('mediapathtypes', id, 'longDescription'),
        summaryLabel: of('mediapathtypes', id, 'summaryLabel'),
        summaryLabelPlural: of('mediapathtypes', id, 'summaryLabelPlural'),
      })),
      activities: english.activities.map(({ id }) => ({
        id,
        description: of('interactiveactivities', id, 'description'),
      })),
      textResources: english.textResources.map(({ id }) => ({
        id,
        description: of('textresources', id, 'description'),
        text: of('textresources', id, 'text'),
      })),
      ambientInvitations: english.ambientInvitations.map(({ id }) => ({
        id,
        message: of('ambientinvitations', id, 'message'),
      })),
    };
    return [english, french];
  }

  /** The ids of a set's English reference items now. */
  async referenceIds(segment: ExpressionSegment): Promise<number[]> {
    const english = await this.english();
    const items = {
      mediapathtypes: english.caregiver,
      interactiveactivities: english.activities,
      textresources: english.textResources,
      ambientinvitations: english.ambientInvitations,
    }[segment];
    return items.map((item) => item.id);
  }

  private async english(): Promise<AbbyExpressions> {
    const [activities, invitations] = await Promise.all([
      this.activities.activities(),
      this.invitations.options(),
    ]);
    return {
      languageId: Language.English,
      caregiver: mediaPathTypes(Language.English).map((type) => {
        const [summaryLabel, summaryLabelPlural] = CAREGIVER_SUMMARY_LABELS[type.id] ?? ['', ''];
        return {
          id: type.id,
          description: type.description,
          shortDescription: type.shortDescription,
          longDescription: type.longDescription,
          summaryLabel,
          summaryLabelPlural,
        };
      }),
      activities: activities.map(({ id, description }) => ({ id, description })),
      textResources: TEXT_RESOURCES.map((resource) => ({ ...resource })),
      ambientInvitations: invitations.map(({ id, message }) => ({ id, message })),
    };
  }
}
