import { Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { OverviewSection } from './OverviewSection';
import { OVERVIEW_LANGUAGES_QUERY } from './queries';

/** The languages the customer site is offered in. */
export function LanguagesOverview() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(OVERVIEW_LANGUAGES_QUERY);
  const languages = data?.languages ?? [];

  return (
    <OverviewSection title={t('home.languages.title')} testId="overview-languages" loading={loading} error={error}>
      {languages.length === 0 ? (
        <Text c="dimmed">{t('home.languages.empty')}</Text>
      ) : (
        <Group gap="xs">
          {languages.map((language) => (
            <Badge key={language.code} variant="light" data-testid={`overview-language-${language.code}`}>
              {language.name} ({language.code})
            </Badge>
          ))}
        </Group>
      )}
    </OverviewSection>
  );
}
