import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** On the value, e.g. user-email. */
  testId: string;
}

/** Label and value pairs as a description list, labels dimmed on the left, values on the right. */
export function DetailList({ rows }: { rows: DetailRow[] }) {
  return (
    <Box component="dl" m={0}>
      {rows.map((row) => (
        <Group key={row.testId} justify="space-between" align="flex-start" gap="xs" py={4} wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {row.label}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={600}
            ta="right"
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            data-testid={row.testId}
          >
            {row.value}
          </Text>
        </Group>
      ))}
    </Box>
  );
}
