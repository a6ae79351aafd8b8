import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../session/queries';

/** The signed-in customer's e-mail and account currency. */
export function AccountSummary({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const rows = [
    { label: t('user.email'), value: viewer.email, testId: 'user-email' },
    { label: t('user.currency'), value: viewer.currency, testId: 'user-currency' },
  ];
  return (
    <Box component="dl" m={0}>
      {rows.map((row) => (
        <Group key={row.testId} justify="space-between" gap="xs" py={4} wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" m={0} fw={600} ta="right" data-testid={row.testId}>
            {row.value}
          </Text>
        </Group>
      ))}
    </Box>
  );
}
