/**
 * Erasing a person's personal data (decision 0024): one transaction records the erasure in its
 * own stream, destroys the person's key (and, for a user, their password, while every session
 * ends) and forgets the stored answers of Idempotency-Key requests, then the read models take
 * the erased values, and the stored pictures and the outbox's mails to or about them go; last,
 * the tables it changed are rewritten, so its deleted rows leave their files (decision 0102).
 */
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DomainError,
  erasureDecider,
  erasureStream,
  residentDecider,
  residentStream,
  userDecider,
  userStream,
  type ErasedPerson,
} from '@ambient/core';
import { AggregateStore, PersonKeys, type CommandContext } from '@ambient/event-sourcing';
import { IdempotencyStore } from '../common/idempotency.js';
import { Mailer } from '../mail/mailer.js';
import { PictureStore } from '../storage/index.js';
import { residentPictureFolder } from '../residents/index.js';
import { Credentials, userPictureFolder } from '../users/index.js';
import { ErasureParticipants, type AfterErasure } from './erasure-participants.js';
import { ErasureRewrite, notingTypes } from './erasure-rewrite.js';

export class ErasePersonalDataCommand extends Command<void> {
  constructor(
    readonly person: ErasedPerson,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ErasePersonalDataCommand)
export class ErasePersonalDataHandler implements ICommandHandler<ErasePersonalDataCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly keys: PersonKeys,
    private readonly credentials: Credentials,
    private readonly pictures: PictureStore,
    private readonly idempotency: IdempotencyStore,
    private readonly mailer: Mailer,
    private readonly participants: ErasureParticipants,
    private readonly rewrite: ErasureRewrite,
  ) {}

  async execute({ person, context }: ErasePersonalDataCommand): Promise<void> {
    if (person.userId !== null && person.userId === context.userId)
      throw new DomainError('person.eraseSelf', {}, 422);
    const subject = person.userId !== null ? userStream(person.userId) : residentStream(person.residentId);
    // What the committed attempt leaves to do: an attempt that conflicts and is retried starts it over.
    let after: AfterErasure[] = [];
    /** The types of the events the committed attempt appended: which read models it changed. */
    const appended = new Set<string>();
    await this.aggregates.transact(context, 'ErasePersonalData', async (store) => {
      after = [];
      appended.clear();
      const unit = notingTypes(store, appended);
      if (person.userId !== null) {
        const user = await unit.load(subject, userDecider);
        if (user.status === 'absent') throw new DomainError('user.notFound', {}, 404, 1);
        unit.append(subject, userDecider.decide({ type: 'EndSessions', reason: 'erased' }, user));
        unit.alongside(this.credentials.remove(person.userId));
      } else {
        // A deleted resident's data is still in the log: it may be erased too.
        const resident = await unit.load(subject, residentDecider);
        if (resident.status === 'absent') throw new DomainError('resident.notFound', {}, 404, 1);
      }
      const erasure = await unit.load(erasureStream(subject), erasureDecider);
      // Decided first: a second erasure is refused before anything of theirs is touched.
      const erased = erasureDecider.decide(
        { type: 'ErasePersonalData', data: { subject, ...person } },
        erasure,
      );
      // Their media, albums and messages go with them, in this same append (decision 0061).
      if (person.residentId !== null)
        after = await this.participants.eraseResidentContent(unit, person.residentId);
      unit.append(erasureStream(subject), erased);
      unit.alongside(this.keys.erase(subject));
      // Stored answers of retried requests may name the person: none is kept (decision 0023).
      unit.alongside(this.idempotency.forgetAnswers());
    });
    await this.pictures.forget(
      person.userId !== null ? userPictureFolder(person.userId) : residentPictureFolder(person.residentId),
    );
    // The development outbox keeps the mails sent to or about them, with their address and name.
    await this.mailer.forgetMailsOf(subject);
    for (const removeFiles of after) await removeFiles();
    // Outside the transaction, once every read model has the erasure: never fails it.
    await this.rewrite.rewrite(subject, appended, person.userId !== null);
  }
}
