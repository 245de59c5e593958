import type { Knex } from 'knex';
import type { MessageChannel, MessageTemplate, TemplateCreate, TemplateLanguage, TemplatePatch } from '@contract';
import { recordActivity } from '../crm-writes/audit';
import { withDomainErrors } from '../data/db-errors';
import { InvalidInputError, recordNotFound } from '../data/errors';
import { versionedUpdate } from '../data/versioned-update';

// Message templates (docs/PRODUCT.md §3.19): written in Communications, read by the roles that send messages.

type Row = {
  id: string;
  name: string;
  channel: MessageChannel;
  language: TemplateLanguage;
  subject: string | null;
  body: string;
  archived: boolean;
  version: number;
  updated_at: Date;
};

const COLUMNS = ['id', 'name', 'channel', 'language', 'subject', 'body', 'archived', 'version', 'updated_at'] as const;

const toTemplate = (r: Row): MessageTemplate => ({
  id: r.id,
  name: r.name,
  channel: r.channel,
  language: r.language,
  subject: r.subject,
  body: r.body,
  archived: r.archived,
  version: r.version,
  updatedAt: r.updated_at.toISOString(),
});

/** Templates by name; archived ones only when asked for. */
export async function listTemplates(db: Knex, { channel, archived }: { channel?: MessageChannel; archived?: boolean }): Promise<MessageTemplate[]> {
  const query = db('message_templates').select<Row[]>(COLUMNS).orderBy([{ column: 'name' }, { column: 'id' }]);
  if (channel) query.where({ channel });
  if (!archived) query.where({ archived: false });
  return (await query).map(toTemplate);
}

export async function readTemplate(db: Knex, id: string): Promise<MessageTemplate> {
  const row = await db('message_templates').where({ id }).first<Row | undefined>(COLUMNS);
  if (!row) throw recordNotFound('template');
  return toTemplate(row);
}

const columnsOf = (input: Partial<TemplateCreate>) => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.channel !== undefined && { channel: input.channel }),
  ...(input.language !== undefined && { language: input.language }),
  ...(input.subject !== undefined && { subject: input.subject }),
  ...(input.body !== undefined && { body: input.body }),
  ...(input.archived !== undefined && { archived: input.archived }),
});

/** Creates a template with the editor's id: the same id sent again answers the stored one (created: false). */
export async function createTemplate(db: Knex, input: TemplateCreate, actorId: string): Promise<{ template: MessageTemplate; created: boolean }> {
  const id = input.id.toLowerCase();
  return withDomainErrors(() =>
    db.transaction(async (trx) => {
      const existing = await trx('message_templates').where({ id }).first<Row | undefined>(COLUMNS);
      if (existing) return { template: toTemplate(existing), created: false };
      const [row] = await trx('message_templates')
        .insert({ ...columnsOf(input), id, created_by: actorId })
        .onConflict('id')
        .ignore()
        .returning<Row[]>(COLUMNS);
      // A concurrent copy of this create won the race: answer its row.
      if (!row) return { template: await readTemplate(trx, id), created: false };
      const template = toTemplate(row);
      await recordActivity(trx, { actorId, entity: 'message_template', entityId: id, action: 'created', before: null, after: template });
      return { template, created: true };
    }),
  );
}

/**
 * Edits (or archives, or restores) a template at the version the editor saw (data/versioned-update.ts: 409 with the
 * current one otherwise). The subject rule is checked again on the template as the patch leaves it (a channel
 * changed to e-mail needs one).
 */
export async function updateTemplate(db: Knex, id: string, { version, ...patch }: TemplatePatch, actorId: string, now = new Date()): Promise<MessageTemplate> {
  const channelOf = (current: MessageTemplate) => patch.channel ?? current.channel;
  const { item } = await versionedUpdate<{ version: number }, MessageTemplate, typeof patch>(db, {
    table: 'message_templates',
    id,
    noun: 'template',
    version,
    now,
    read: (trx) => readTemplate(trx, id),
    changes: patch,
    check: async (_trx, { current }) => {
      const subject = patch.subject !== undefined ? patch.subject : current.subject;
      if (channelOf(current) === 'email' && !subject) throw new InvalidInputError('Write the e-mail subject.', [{ field: 'subject', message: 'Write the e-mail subject.' }]);
    },
    columns: (changed, { current }) => ({ ...columnsOf(changed), ...(channelOf(current) !== 'email' && { subject: null }) }),
    // An archive is an update too: its changes say archived: false -> true.
    audit: (trx, before, after) => recordActivity(trx, { actorId, entity: 'message_template', entityId: id, action: 'updated', before, after }),
  });
  return item;
}
