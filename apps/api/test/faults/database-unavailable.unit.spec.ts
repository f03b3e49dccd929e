/**
 * Which database errors mean "unreachable right now" (503, retry later) rather than a bad request
 * or a bug (500): the errors pg and TypeORM raise while PostgreSQL is down or restarting.
 */
import { describe, expect, it } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from '../../src/database/unavailable.js';

const withCode = (code: string, message = 'failed'): Error => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a server shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', withCode('57P03', 'the database system is starting up')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['several refused addresses', new AggregateError([withCode('ECONNREFUSED')], '')],
    ['a query that lost its connection', new QueryFailedError('SELECT 1', [], withCode('08006'))],
  ])('is true for %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('23505'))],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', null],
  ])('is false for %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
