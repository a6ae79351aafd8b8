import { z } from 'zod';
import { parseConfig } from '../config';

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long the event machinery keeps what it has handled (docs/operating.md, "Retention"):
 * - published outbox rows, for an operator to look at (never an unpublished one);
 * - processed-event records, which make a consumer skip a redelivered event;
 * - JetStream's messages, by age and by size, the oldest dropped first.
 *
 * A processed-event record must outlive every redelivery of its event, or the event is applied twice.
 * Every delivery comes from the stream, and a message leaves it by its age limit counted from when it
 * was stored, which is before it was processed: so a record kept longer than the stream's age limit
 * outlives every delivery of that message. The margin (at least a day) covers clocks that disagree and
 * an event stored twice: a relay that published and then could not commit (its database down for longer
 * than the 2-minute duplicate window) publishes the row again, as a new message with a later age.
 */
export type RetentionSettings = {
  outboxRetentionDays: number;
  processedEventsRetentionDays: number;
  streamMaxAgeDays: number;
  /**
   * Per stream. JetStream reserves it from the server's store when the stream is created, and refuses a
   * stream that does not fit ("insufficient storage resources"): every stream's limit must fit in the store.
   */
  streamMaxBytes: number;
};

const days = (fallback: number) => z.coerce.number().int().min(1).max(3650).default(fallback);

export const retentionEnvShape = {
  OUTBOX_RETENTION_DAYS: days(7),
  PROCESSED_EVENTS_RETENTION_DAYS: days(14),
  EVENT_STREAM_MAX_AGE_DAYS: days(7),
  EVENT_STREAM_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(512 * 1024 * 1024),
};

/** From the environment (defaults when unset); a ConfigError names every bad variable. */
export function retentionSettings(env: NodeJS.ProcessEnv = process.env): RetentionSettings {
  const config = parseConfig(retentionEnvShape, env);
  const settings = {
    outboxRetentionDays: config.OUTBOX_RETENTION_DAYS,
    processedEventsRetentionDays: config.PROCESSED_EVENTS_RETENTION_DAYS,
    streamMaxAgeDays: config.EVENT_STREAM_MAX_AGE_DAYS,
    streamMaxBytes: config.EVENT_STREAM_MAX_BYTES,
  };
  assertProcessedOutliveStreams(settings);
  return settings;
}

export function assertProcessedOutliveStreams(settings: RetentionSettings): void {
  if (settings.processedEventsRetentionDays <= settings.streamMaxAgeDays)
    throw new Error(
      `PROCESSED_EVENTS_RETENTION_DAYS (${settings.processedEventsRetentionDays}) must be longer than ` +
        `EVENT_STREAM_MAX_AGE_DAYS (${settings.streamMaxAgeDays}): a redelivered event would be applied again`,
    );
}

export function streamMaxAgeMs(settings: Pick<RetentionSettings, 'streamMaxAgeDays'>): number {
  return settings.streamMaxAgeDays * DAY_MS;
}
