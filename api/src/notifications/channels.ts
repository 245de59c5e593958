import type { Knex } from 'knex';
import type { NotificationChannel } from '@contract';
import type { Config } from '../config';
import { createMailer, emailSender, type Mailer } from './email';
import { sendPush } from './push/send';
import type { DeliveryRow, NotificationRow } from './types';

/**
 * Sends one delivery on its channel: 'sent', or 'skipped' when there is nothing to send it to (no address, no push
 * subscription, the person turned it off since). Throw for a failure worth retrying (a server down).
 */
export type ChannelSender = (delivery: DeliveryRow, notification: NotificationRow, knex: Knex) => Promise<'sent' | 'skipped'>;

export type Channels = Record<NotificationChannel, ChannelSender>;

/** The channel registry the worker sends through. */
export function createChannels(config: Config, mailer: Mailer = createMailer(config.mail)): { channels: Channels; mailer: Mailer } {
  return { channels: { email: emailSender(config, mailer), push: sendPush }, mailer };
}
