import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

/**
 * Fields of a database error that quote the values of the failed query: Postgres's `detail` ("Key (email)=(amina@…)
 * already exists."), `where` and `internalQuery`, PGlite's `params`. The SQL itself stays, with its $1 placeholders
 * (knex numbers them before it reports a failure), so a failure can still be traced.
 */
const VALUE_FIELDS = ['detail', 'where', 'internalQuery', 'params', 'parameters', 'bindings'] as const;

function withoutValues(serialized: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...serialized };
  for (const field of VALUE_FIELDS) delete copy[field];
  // An error's cause (an AggregateError's errors) is serialized in place: strip it too.
  if (typeof copy.cause === 'object' && copy.cause !== null) copy.cause = withoutValues(copy.cause as Record<string, unknown>);
  return copy;
}

/** pino's error serializer without the fields that carry a query's values. */
export function serializeError(err: Error): Record<string, unknown> {
  return withoutValues(pino.stdSerializers.err(err) as unknown as Record<string, unknown>);
}

/** `destination` is for tests that read what was logged; the server logs to stdout. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, base: undefined, serializers: { err: serializeError } };
  return destination ? pino(options, destination) : pino(options);
}
