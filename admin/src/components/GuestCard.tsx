import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_SETTINGS_QUERY } from '../graphql/siteSettings';
import { PageTitle } from './PageTitle';

interface GuestCardProps {
  title: string;
  testId: string;
  children: ReactNode;
}

/** The centred card of the guest-only pages (sign-in, password reset): the panel's name above the title. */
export function GuestCard({ title, testId, children }: GuestCardProps) {
  const { t } = useTranslation();
  const { data } = useQuery(SITE_SETTINGS_QUERY);
  return (
    <Center mih="100vh" p="md" data-testid={testId}>
      <PageTitle label={title} />
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack gap="md">
          <Stack gap={2}>
            <Text c="dimmed" size="sm" fw={500}>
              {data?.siteSettings.productName} {t('app.controlPanel')}
            </Text>
            <Title order={2}>{title}</Title>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
