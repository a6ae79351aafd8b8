import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../chrome/usePageTitle';
import { PATHS } from '../session/paths';

interface FundsFrameProps {
  /** The page's test id, e.g. deposits-page; the back link has `${testId}-back`. */
  testId: string;
  title: string;
  heading: string;
  intro?: string;
  /** Buttons beside the heading (e.g. "New deposit"). */
  actions?: ReactNode;
  /** Where the link under the card leads: the signed-in home unless told otherwise. */
  back?: { to: string; label: string };
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** The card every deposit, withdrawal and statement page sits in: title, heading, content, a way back. */
export function FundsFrame({ testId, title, heading, intro, actions, back, size = 'sm', children }: FundsFrameProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  const backLink = back ?? { to: PATHS.userHome, label: t('account.backHome') };
  return (
    <Container size={size} py="xl" data-testid={testId}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <Title order={1} size="h2">
              {heading}
            </Title>
            {actions}
          </Group>
          {intro && (
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          )}
          {children}
          <Anchor component={Link} to={backLink.to} size="sm" data-testid={`${testId}-back`}>
            {backLink.label}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
