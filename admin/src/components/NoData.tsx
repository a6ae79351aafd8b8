import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The empty state of every list (specification §8). */
export function NoData() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" ta="center" py="lg" data-testid="no-data">
      {t('list.noData')}
    </Text>
  );
}
