import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The red box above the upload form when the previous submission was declined, with the reviewer's reason. */
export function DeclinedReason({ reason }: { reason: string | null | undefined }) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={t('identity.declined.title')}
      data-testid="id-declined-reason"
    >
      <Text size="sm" mb={4}>
        {t('identity.declined.intro')}
      </Text>
      <Text size="sm" fw={600} style={{ whiteSpace: 'pre-wrap' }} data-testid="id-declined-reason-text">
        {reason}
      </Text>
    </Alert>
  );
}
