import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PageTitle } from '../../components/PageTitle';
import { InstrumentsOverview } from './InstrumentsOverview';
import { LanguagesOverview } from './LanguagesOverview';
import { PlansOverview } from './PlansOverview';

/** /control/index.html: an overview of what the graph offers customers. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="admin-home">
      <PageTitle label={t('app.controlPanel')} />
      <Breadcrumbs trail={[{ label: t('home.title') }]} />
      <Title order={2}>{t('home.title')}</Title>
      <InstrumentsOverview />
      <PlansOverview />
      <LanguagesOverview />
    </Stack>
  );
}
