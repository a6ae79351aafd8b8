import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../layout/navSections';
import { PageTitle } from './PageTitle';

/** Records whose screens have their own wording in the specification ("User Not Found"). */
export type NotFoundSubject = 'User' | 'Trade' | 'Trader';

interface NotFoundProps {
  what?: NotFoundSubject;
}

/** "Not Found" for unknown pages and missing records, or "<What> Not Found" for a named record. */
export function NotFound({ what }: NotFoundProps) {
  const { t } = useTranslation();
  const heading = what === undefined ? t('notFound.title') : t(`notFound.subject.${what}`);
  return (
    <Stack gap="sm" data-testid="admin-not-found">
      <PageTitle label={heading} />
      <Title order={2}>{heading}</Title>
      <Text c="dimmed">{t('notFound.message')}</Text>
      <Anchor component={Link} to={HOME_PATH}>
        {t('notFound.back')}
      </Anchor>
    </Stack>
  );
}
