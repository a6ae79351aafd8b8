import { useQuery } from '@apollo/client/react';
import { List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../ui/ErrorState';
import { DATA_CENTRES_QUERY } from './queries';

/**
 * The country in the reader's language, from its ISO code (Intl.DisplayNames, in the browser and in
 * the server render alike); its English name where the runtime has no name for it.
 */
function countryName(centre: { country: string; countryCode: string }, language: string): string {
  try {
    return (
      new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(centre.countryCode) ?? centre.country
    );
  } catch {
    return centre.country;
  }
}

/**
 * The data centres the mining runs in, as the site settings list them (country, city). Inside a page
 * section it is labelled by the section's heading; on its own it has its own.
 */
export function DataCentreList({ labelledBy }: { labelledBy?: string }) {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useQuery(DATA_CENTRES_QUERY);
  const centres = data?.siteSettings.dataCentres;
  return (
    <Stack gap="sm" data-testid="data-centres">
      {!labelledBy && (
        <Title order={2} id="data-centres-title">
          {t('content.dataCentres')}
        </Title>
      )}
      {!centres && error && (
        <ErrorState
          error={error}
          title={t('content.loadErrorTitle')}
          message={t('content.loadError')}
          retryLabel={t('content.retry')}
          onRetry={() => void refetch()}
        />
      )}
      {!centres && !error && <Skeleton height={80} aria-hidden="true" />}
      {centres?.length === 0 && <Text c="dimmed">{t('content.dataCentresEmpty')}</Text>}
      {centres && centres.length > 0 && (
        <List spacing="xs" aria-labelledby={labelledBy ?? 'data-centres-title'}>
          {centres.map((centre) => (
            <List.Item key={centre.id} data-testid="data-centre">
              <Text component="span" fw={600}>
                {countryName(centre, i18n.language)}
              </Text>
              {', '}
              {centre.city}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
