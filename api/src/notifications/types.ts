// The outbox's rows as the worker and the channel senders read them (db/migrations/20261129090000_notifications.ts).
export type RecipientType = 'student' | 'staff';
export type Recipient = { type: RecipientType; id: string };

export type NotificationRow = {
  id: string;
  event: string;
  event_key: string;
  recipient_type: RecipientType;
  recipient_id: string;
  language: string;
  title: string;
  body: string;
  link: string | null;
  /** The event's variables; `_private` holds those kept out of the in-app text (an invitation's link), removed once sent. */
  data: Record<string, unknown>;
  created_at: Date;
  read_at: Date | null;
};

export type DeliveryRow = {
  id: string;
  notification_id: string;
  channel: 'email' | 'push';
  status: 'pending' | 'sent' | 'dead' | 'skipped';
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Date;
};
