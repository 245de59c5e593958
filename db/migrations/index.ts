import type { Knex } from 'knex';
import * as adminAndSessions from './20261121000100_admin_and_sessions';
import * as publicContent from './20261121000200_public_content';
import * as crm from './20261121000300_crm';
import * as studentPortal from './20261121000400_student_portal';
import * as adminListsAndMetrics from './20261121000500_admin_lists_and_metrics';
import * as crmWrites from './20261122000600_crm_writes';
import * as rateLimits from './20261122000700_rate_limits';
import * as programmes from './20261126000800_programmes';
import * as contentVersion from './20261126000900_content_version';
import * as bulkReadAudit from './20261126001000_bulk_read_audit';
import * as enquiries from './20261126001100_enquiries';
import * as portalInvites from './20261126001200_portal_invites';
import * as documents from './20261126001300_documents';
import * as studentTaskWrites from './20261126001400_student_task_writes';
import * as applicationOwners from './20261126001500_application_owners';
import * as studentListSearch from './20261126001600_student_list_search';
import * as caseListOrders from './20261126001700_case_list_orders';
import * as studentNotes from './20261126001800_student_notes';
import * as staffAccounts from './20261126002000_staff_accounts';
import * as newsPublishing from './20261126002100_news_publishing';
import * as scholarshipWrites from './20261126002200_scholarship_writes';
import * as universityWrites from './20261126002300_university_writes';
import * as auditedEntitiesWave3 from './20261126002400_audited_entities_wave3';
import * as messageTemplates from './20261126002900_message_templates';
import * as universityImages from './20261126002600_university_images';
import * as mentors from './20261126002500_mentors';
import * as recruitmentEvents from './20261126002800_recruitment_events';
import * as staffTasks from './20261126002700_staff_tasks';
import * as publicEvents from './20261126003000_public_events';
import * as unfinishedUploads from './20261129000100_unfinished_uploads';
import * as studentJourney from './20261129003100_student_journey';
import * as currencyRates from './20261129003200_currency_rates';
import * as notifications from './20261129090000_notifications';
import * as preferredLanguage from './20261129110000_preferred_language';
import * as notificationOutbox from './2026112912000001_notification_outbox';
import * as pushSubscriptions from './2026112913000001_push_subscriptions';
import * as privacy from './2026112914000001_privacy';
import * as documentKeys from './20261129150000_01_document_keys';
import * as rowScope from './2026112917000001_row_scope';
import * as visaApprovedIndex from './2026112917000002_visa_approved_index';
import * as articleLanguage from './2026112918000001_article_language';
import * as studentSearch from './2026112919000001_student_search';
import * as liveStagePriorityIndex from './2026112919000002_live_stage_priority_index';

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

// Listed by hand so the migrations run the same under tsx, Vitest and any bundler; order is the file names' order.
const migrations: Record<string, Migration> = {
  '20261121000100_admin_and_sessions': adminAndSessions,
  '20261121000200_public_content': publicContent,
  '20261121000300_crm': crm,
  '20261121000400_student_portal': studentPortal,
  '20261121000500_admin_lists_and_metrics': adminListsAndMetrics,
  '20261122000600_crm_writes': crmWrites,
  '20261122000700_rate_limits': rateLimits,
  '20261126000800_programmes': programmes,
  '20261126000900_content_version': contentVersion,
  '20261126001000_bulk_read_audit': bulkReadAudit,
  '20261126001100_enquiries': enquiries,
  '20261126001200_portal_invites': portalInvites,
  '20261126001300_documents': documents,
  '20261126001400_student_task_writes': studentTaskWrites,
  '20261126001500_application_owners': applicationOwners,
  '20261126001600_student_list_search': studentListSearch,
  '20261126001700_case_list_orders': caseListOrders,
  '20261126001800_student_notes': studentNotes,
  '20261126002000_staff_accounts': staffAccounts,
  '20261126002100_news_publishing': newsPublishing,
  '20261126002200_scholarship_writes': scholarshipWrites,
  '20261126002300_university_writes': universityWrites,
  '20261126002400_audited_entities_wave3': auditedEntitiesWave3,
  '20261126002900_message_templates': messageTemplates,
  '20261126002600_university_images': universityImages,
  '20261126002500_mentors': mentors,
  '20261126002800_recruitment_events': recruitmentEvents,
  '20261126002700_staff_tasks': staffTasks,
  '20261126003000_public_events': publicEvents,
  '20261129000100_unfinished_uploads': unfinishedUploads,
  '20261129003100_student_journey': studentJourney,
  '20261129003200_currency_rates': currencyRates,
  '20261129090000_notifications': notifications,
  '20261129110000_preferred_language': preferredLanguage,
  '2026112912000001_notification_outbox': notificationOutbox,
  '2026112913000001_push_subscriptions': pushSubscriptions,
  '2026112914000001_privacy': privacy,
  '20261129150000_01_document_keys': documentKeys,
  '2026112917000001_row_scope': rowScope,
  '2026112917000002_visa_approved_index': visaApprovedIndex,
  '2026112918000001_article_language': articleLanguage,
  '2026112919000001_student_search': studentSearch,
  '2026112919000002_live_stage_priority_index': liveStagePriorityIndex,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
