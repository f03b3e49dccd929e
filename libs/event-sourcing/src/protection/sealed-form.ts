/**
 * How people's personal data is stored sealed (decision 0024): where an event keeps its sealed
 * fields, and what each sealed value is bound to as associated data, so that a box moved to
 * another place does not open.
 */

/** Where an event's sealed personal fields are kept in its stored data. */
export const SEALED_FIELDS = '$personal';

/** The sealed personal fields of one event, as stored in place of the fields. */
export interface SealedFields {
  subject: string;
  /** The names of the fields in the box (so an erased event can say which fields it had). */
  fields: string[];
  /** AES-256-GCM under the person's key (`sealBytes`) of the fields as JSON. */
  box: string;
}

/** A person's own key, wrapped by the data key: it opens only as that person's key. */
export const personKeyPurpose = (subject: string): string => `person-key\n${subject}`;

/** The personal fields of one event: the box opens only for this person and this event type. */
export const personalFieldsPurpose = (type: string, subject: string): string => `${type}\n${subject}`;
