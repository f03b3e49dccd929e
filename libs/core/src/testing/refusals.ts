/**
 * Checks of a refusal for the core's decider specs, to hand to `thenThrows(DomainError, …)` of
 * `deciderSpec` (`@ambient/event-sourcing/testing`). Test support: no production code imports it.
 * They assert with `node:assert/strict`, as the decider spec does.
 */
import assert from 'node:assert/strict';
import type { DomainError } from '../errors.js';
import { translate } from '../i18n/messages.js';

/** A refusal as the console shows it in English, and its HTTP status. */
export const refusal = (error: DomainError): { message: string; status: number } => ({
  message: translate(error.key, error.params),
  status: error.status,
});

/** The refusal reads `message` in English, with the HTTP status `status`. */
export const refused =
  (message: string, status = 422) =>
  (error: DomainError): void =>
    assert.deepStrictEqual(refusal(error), { message, status });

/** The refusal is the rule `key/severity/status`, e.g. `abbyZip.exists/0/422`. */
export const refusedAs =
  (expected: string) =>
  (error: DomainError): void =>
    assert.equal(`${error.key}/${error.severity}/${error.status}`, expected);

/** The refusal reads `message` in English, whatever its status. */
export const saying =
  (message: string) =>
  (error: DomainError): void =>
    assert.equal(refusal(error).message, message);
