import { Badge } from '@chakra-ui/react';
import { AlarmClock } from 'lucide-react';
import { deadlineAlarm, localToday } from '@contract/deadlines';
import type { Application } from '@contract';

/**
 * "Due in 3 days", "Overdue by 2 days": an application whose deadline shouts (contract/deadlines.ts), in words
 * and an icon as well as colour; nothing otherwise.
 */
export function DeadlineAlarm({ application, today = localToday() }: { application: Pick<Application, 'status' | 'deadlineDate'>; today?: string }) {
  const alarm = deadlineAlarm(application, today);
  if (!alarm) return null;
  return (
    <Badge colorPalette={alarm.days < 0 ? 'red' : 'orange'} variant="solid" size="md" gap="1" alignSelf="flex-start">
      <AlarmClock size={14} aria-hidden />
      {alarm.text}
    </Badge>
  );
}
