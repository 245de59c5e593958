import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { fillNotification, NOTIFICATION_EVENTS, isLanguage, isNotificationEvent, textDirection, type Language } from '@contract';
import type { Config } from '../config';
import { catalogueText } from '../http/catalogue-text';
import type { ChannelSender } from './channels';
import { recipientContact } from './recipients';
import { readPreferences, allows } from './preferences';
import { templateFor } from './templates';
import { unsubscribeUrl } from './unsubscribe';

// Notification e-mail (issue 30 item 2): plain text and simple HTML through SMTP_URL with nodemailer; with no
// SMTP_URL (the embedded default) each message is written as an .eml file under DATA_DIR/mail, which any mail app
// opens, and Settings → Deliveries says e-mail is not configured.

export type Mailer = { send: (message: SendMailOptions) => Promise<void>; configured: boolean; close: () => void };

export function createMailer(mail: Config['mail']): Mailer {
  if (mail.smtpUrl) {
    const url = new URL(mail.smtpUrl);
    const secure = url.protocol === 'smtps:';
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      // A server that does not answer is a failed attempt, retried later, not a worker stuck for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return { configured: true, send: async (message) => void (await transport.sendMail({ from: mail.from, ...message })), close: () => transport.close() };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    configured: false,
    send: async (message) => {
      const info = (await transport.sendMail({ from: mail.from, ...message })) as { message: Buffer };
      await mkdir(mail.directory, { recursive: true });
      const id = String(message.messageId ?? Date.now()).replace(/[^a-zA-Z0-9.-]/g, '');
      await writeFile(path.join(mail.directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`), info.message);
    },
    close: () => undefined,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Paragraphs from blank lines, line breaks kept, web addresses as links. */
function toHtml(text: string, extra: { action?: { href: string; label: string }; unsubscribe?: string; language: Language; words: FooterWords }): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  const action = extra.action ? `\n<p><a href="${escapeHtml(extra.action.href)}">${escapeHtml(extra.action.label)}</a></p>` : '';
  const footer = extra.unsubscribe
    ? `\n<hr><p style="font-size:12px;color:#555">${escapeHtml(extra.words.why)} <a href="${escapeHtml(extra.unsubscribe)}">${escapeHtml(extra.words.unsubscribe)}</a>.</p>`
    : '';
  const lang = extra.language === 'en' ? '' : ` lang="${extra.language}" dir="${textDirection(extra.language)}"`;
  return `<!doctype html>\n<html${lang}><body style="font-family:sans-serif;line-height:1.5;max-width:600px">\n${paragraphs}${action}${footer}\n</body></html>\n`;
}

type FooterWords = { openPortal: string; why: string; unsubscribe: string };

/**
 * The words our e-mails add around a template: in the notice's language for a student (issue 29, from the
 * catalogues), English for staff (their notices are English) and whenever the notice has no language of ours.
 */
function footerWords(language: Language): FooterWords {
  const t = catalogueText(language);
  return { openPortal: t('email.openPortal'), why: t('email.why'), unsubscribe: t('email.unsubscribe') };
}

/**
 * The 'email' channel: the event's template in the notice's language, filled with its variables, to the
 * recipient's address as it is now. Skipped when there is none any more, or the person has since turned this
 * category off; a transport error is thrown, for the worker to retry.
 */
export function emailSender(config: Config, mailer: Mailer): ChannelSender {
  return async (delivery, notification, knex: Knex) => {
    if (!isNotificationEvent(notification.event)) return 'skipped';
    const event = notification.event;
    const recipient = { type: notification.recipient_type, id: notification.recipient_id };
    const contact = await recipientContact(knex, recipient);
    if (!contact?.email) return 'skipped';
    if (!allows(await readPreferences(knex, recipient), 'email', event)) return 'skipped';
    const { _private, ...values } = notification.data as Record<string, string> & { _private?: Record<string, string> };
    const filled = { ...values, ...(_private ?? {}) };
    const template = await templateFor(knex, event, notification.language);
    const subject = fillNotification(template.subject, filled);
    const body = fillNotification(template.body, filled);
    const category = NOTIFICATION_EVENTS[event].category;
    const unsubscribe = category === 'essential' ? undefined : await unsubscribeUrl(knex, config.publicUrl, recipient, category);
    const portal = notification.recipient_type === 'student';
    const language: Language = portal && isLanguage(notification.language) ? notification.language : 'en';
    const words = footerWords(language);
    const action = notification.link && !_private ? { href: `${config.publicUrl}${notification.link}`, label: portal ? words.openPortal : 'Open in Mission Control' } : undefined;
    const text = [body, action ? `${action.label}: ${action.href}` : '', unsubscribe ? `${words.unsubscribe}: ${unsubscribe}` : '']
      .filter(Boolean)
      .join('\n\n');
    await mailer.send({
      to: contact.name ? { name: contact.name, address: contact.email } : contact.email,
      subject,
      text: `${text}\n`,
      html: toHtml(body, { action, unsubscribe, language, words }),
      messageId: `<${delivery.id}@notifications.mission-control>`,
      headers: unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {},
    });
    return 'sent';
  };
}
