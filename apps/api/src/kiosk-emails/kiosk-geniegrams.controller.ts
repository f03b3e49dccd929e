import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { DomainError, type KioskGeniegram } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { Answers, IdParam, ValidBody, ValidQuery, answer, id, shape } from '../common/validation.js';
import { CurrentKiosk, KioskCtx, KioskOnly, type KioskCaller } from '../devices/index.js';
import { kioskMediaShape } from '../messages/index.js';
import { KioskEmailCommandMessage } from './kiosk-email.commands.js';
import { KioskEmailsReader } from './kiosk-emails.reader.js';

const kioskGeniegramsQuerySchema = z.object({
  residentId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
type KioskGeniegramsQuery = z.output<typeof kioskGeniegramsQuerySchema>;

/** POST kiosk/geniegrams/{id}/opened: which resident saw it, and when on the kiosk's clock (now when absent). */
const kioskGeniegramOpenedBodySchema = z.strictObject({
  residentId: id,
  openedAt: z.iso.datetime({ offset: true }).nullish(),
});
type KioskGeniegramOpenedBody = z.output<typeof kioskGeniegramOpenedBodySchema>;

const geniegramShape = z.object({
  id: shape.int,
  residentId: shape.int,
  residentName: z.string(),
  senderName: z.string(),
  subject: z.string(),
  message: z.string(),
  media: z.array(kioskMediaShape),
  isOpened: z.boolean(),
  firstOpened: shape.time.nullable(),
  createDate: shape.time,
}) satisfies z.ZodType<KioskGeniegram>;

const kioskGeniegramsAnswer = answer({ geniegrams: z.array(geniegramShape) });

const geniegramNotFound = (): DomainError => new DomainError('kioskEmail.notFound', {}, 404, 1);

/**
 * A Genie's own access to its Geniegrams (decision 0078), with its credential: each one as
 * written for each of its residents, with signed addresses of its media, and the report that a
 * resident saw one. Another kiosk's Geniegram, or a resident it was not written for, answers as a
 * missing Geniegram.
 */
@ApiTags('kiosk')
@KioskOnly()
@Controller('kiosk/geniegrams')
export class KioskGeniegramsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: KioskEmailsReader,
  ) {}

  /** The kiosk's Geniegrams, one entry per resident each was written for, newest first. */
  @Get()
  @Answers(kioskGeniegramsAnswer)
  async list(
    @ValidQuery(kioskGeniegramsQuerySchema) query: KioskGeniegramsQuery,
    @CurrentKiosk() kiosk: KioskCaller,
  ): Promise<{ geniegrams: KioskGeniegram[] }> {
    return { geniegrams: await this.reader.ofKiosk(kiosk.kioskId, { residentId: query.residentId ?? null }) };
  }

  /** One Geniegram, as written for each of the kiosk's residents it went to. */
  @Get(':id')
  @Answers(kioskGeniegramsAnswer)
  async one(
    @IdParam() id: number,
    @CurrentKiosk() kiosk: KioskCaller,
  ): Promise<{ geniegrams: KioskGeniegram[] }> {
    const geniegrams = await this.reader.ofKiosk(kiosk.kioskId, { kioskEmailId: id });
    if (geniegrams.length === 0) throw geniegramNotFound();
    return { geniegrams };
  }

  /** A resident saw the Geniegram: opened for them, once, at the kiosk's time. */
  @Post(':id/opened')
  @HttpCode(200)
  @Answers(kioskGeniegramsAnswer)
  async opened(
    @IdParam() id: number,
    @ValidBody(kioskGeniegramOpenedBodySchema) body: KioskGeniegramOpenedBody,
    @CurrentKiosk() kiosk: KioskCaller,
    @KioskCtx() context: CommandContext,
  ): Promise<{ geniegrams: KioskGeniegram[] }> {
    // A resident who has since left the kiosk no longer reads it there.
    const mine = await this.reader.ofKiosk(kiosk.kioskId, { kioskEmailId: id, residentId: body.residentId });
    if (mine.length === 0) throw geniegramNotFound();
    await this.commands.execute(
      new KioskEmailCommandMessage(
        {
          type: 'OpenKioskEmail',
          kioskEmailId: id,
          kioskId: kiosk.kioskId,
          residentId: body.residentId,
          at: new Date(body.openedAt ?? context.now).toISOString(),
        },
        context,
      ),
    );
    return {
      geniegrams: await this.reader.ofKiosk(kiosk.kioskId, { kioskEmailId: id, residentId: body.residentId }),
    };
  }
}
