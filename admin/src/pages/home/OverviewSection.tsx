import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';
import { QueryError, QueryLoader } from '../../components/QueryState';

interface OverviewSectionProps {
  title: string;
  testId: string;
  loading: boolean;
  error: Error | undefined;
  children: ReactNode;
}

/** A titled block of the panel home with its own loading and error states. */
export function OverviewSection({ title, testId, loading, error, children }: OverviewSectionProps) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {error !== undefined ? <QueryError error={error} /> : loading ? <QueryLoader /> : children}
    </Paper>
  );
}
