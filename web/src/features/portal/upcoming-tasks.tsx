import { Alert, Badge, Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { Priority } from '@contract/enums';
import type { PortalTask } from '@contract/portal';
import { TickBox } from '../../components/tick-box';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { inPageLanguage } from '../../lib/form/validation-language';
import { useTickPortalTask } from './api/tick-portal-task';
import { ProgressBar } from './progress-bar';
import { useLanguage, useT } from '../../i18n/i18n';
import type { MessageId, Translate } from '../../i18n/i18n';

const PRIORITY: Record<Priority, { palette: string; label: MessageId }> = {
  high: { palette: 'red', label: 'portal.priority.label1' },
  medium: { palette: 'yellow', label: 'portal.priority.label2' },
  low: { palette: 'gray', label: 'portal.priority.label3' },
};

// Today as a calendar date in the student's own time zone, to compare with deadlines ('YYYY-MM-DD').
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

function failureText(error: Error, t: Translate): string {
  // In the page's language when it is a student's validation message (loaded by the portal's forms; else as sent).
  if (error instanceof ApiError && error.status < 500 && error.body) return inPageLanguage(error.body.error.message);
  return t('portal.tasks.failed');
}

/**
 * The student's open tasks, nearest deadline first, then those done (docs/PRODUCT.md §2.7). Each has a checkbox
 * labelled with its title: ticking it tells the counselor at once, and the timeline on their side records it.
 */
export function UpcomingTasks({ tasks }: { tasks: PortalTask[] }) {
  const t = useT();
  const language = useLanguage();
  const tick = useTickPortalTask();
  if (tasks.length === 0) return <Text color="fg.muted">{t('portal.noOpenTasksYou')}</Text>;
  const today = localToday();
  return (
    <Stack gap={3}>
      {tasks.every((t) => t.done) && <Text color="fg.muted">{t('portal.noOpenTasksYou')}</Text>}
      <Stack as="ul" gap={4} listStyleType="none">
        {tasks.map((task) => {
          const overdue = !task.done && task.deadline !== null && task.deadline < today;
          return (
            <Box as="li" key={task.id} borderWidth="1px" rounded="l2" p={3} bg={task.done ? 'bg.muted' : undefined}>
              <chakra.label display="flex" gap={3} alignItems="center" fontWeight="medium" cursor="pointer" minH="8">
                <TickBox done={task.done} disabled={tick.isPending && tick.variables?.taskId === task.id} save={(done) => tick.mutateAsync({ taskId: task.id, done })} />
                <chakra.span textDecoration={task.done ? 'line-through' : undefined}>{task.task}</chakra.span>
              </chakra.label>
              <Flex mt={1.5} gap={2} wrap="wrap" align="center" fontSize="sm">
                {task.done ? (
                  <Badge colorPalette="green" variant="subtle">
                    {t('portal.done')}
                  </Badge>
                ) : (
                  <Badge colorPalette={PRIORITY[task.priority].palette} variant="subtle">
                    {t(PRIORITY[task.priority].label)}
                  </Badge>
                )}
                <Text as="span" color={overdue ? 'red.fg' : 'fg.muted'}>
                  {task.deadline ? (
                    <>
                      {overdue ? t('portal.tasks.overdue') : t('portal.tasks.due')} <time dateTime={task.deadline}>{formatDate(task.deadline, language)}</time>
                    </>
                  ) : (
                    t('portal.tasks.noDeadline')
                  )}
                </Text>
              </Flex>
              {!task.done && (
                <Flex mt={2} gap={2} align="center">
                  <ProgressBar value={task.progress} label={t('portal.tasks.progress', { task: task.task })} />
                  <Text as="span" fontSize="sm" color="fg.muted" minW="9" textAlign="end" aria-hidden="true">
                    {task.progress}%
                  </Text>
                </Flex>
              )}
            </Box>
          );
        })}
      </Stack>
      {tick.error && (
        <Alert.Root status="error" role="alert">
          <Alert.Description>{failureText(tick.error, t)}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
