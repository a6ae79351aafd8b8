import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '@mc/client';
import { FormErrors } from '../ui/FormErrors';

interface LoadMoreListProps {
  shown: number;
  total: number;
  /** Fetches the next page and appends it; a failure is shown under the button. */
  onLoadMore: () => Promise<unknown>;
  testId: string;
  children: ReactNode;
}

/** A list shown a page at a time: the rows, "n of m shown" and "Load more" while pages remain (specification §4). */
export function LoadMoreList({ shown, total, onLoadMore, testId, children }: LoadMoreListProps) {
  const { t } = useTranslation();
  const { run, pending, errors } = useFormAction();
  return (
    <Stack gap="sm">
      {children}
      <Text size="xs" c="dimmed" ta="center" data-testid={`${testId}-shown`}>
        {t('funds.list.shown', { shown, total })}
      </Text>
      {shown < total && (
        <Button variant="default" loading={pending} onClick={() => void run(onLoadMore)} data-testid={`${testId}-more`}>
          {t('funds.list.loadMore')}
        </Button>
      )}
      <FormErrors errors={errors} />
    </Stack>
  );
}
