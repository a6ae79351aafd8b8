import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@mc/client';

/** The red box under a form (specification §8): each message the server gave, or "server error". */
export function FormErrors({ errors }: { errors: readonly ApiError[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="error-box">
      <Stack gap="xs">
        {errors.map((error, index) => (
          <Text key={index} size="sm" data-testid="error-message" data-reason={error.reason ?? undefined}>
            {error.message ?? t('errors.serverError')}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
