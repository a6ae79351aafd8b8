import { Paper, Text } from '@mantine/core';

interface StatCardProps {
  label: string;
  value: number;
  testId: string;
}

/** One labelled count of the overview. */
export function StatCard({ label, value, testId }: StatCardProps) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}
