import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@mc/client';
import type { en } from '../i18n/locales/en';

type KnownReason = keyof typeof en.apiErrors.reasons;

/**
 * The red box under a form (specification §8): each message the server gave, under a translated
 * line when the reason is one we know (the server's messages are in English).
 */
export function FormErrors({ errors }: { errors: ApiError[] }) {
  const { t, i18n } = useTranslation();
  // Asked of the loaded catalogue: importing the English one here would ship it to every visitor.
  const isKnownReason = (reason: string | null): reason is KnownReason =>
    reason !== null && i18n.exists(`apiErrors.reasons.${reason}`);
  if (errors.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="error-box">
      <Stack gap="xs">
        {errors.map((error, index) => (
          <div key={index}>
            {isKnownReason(error.reason) && (
              <Text size="sm" fw={600}>
                {t(`apiErrors.reasons.${error.reason}`)}
              </Text>
            )}
            <Text size="sm" data-testid="error-message">
              {error.message ?? t('apiErrors.serverError')}
            </Text>
          </div>
        ))}
      </Stack>
    </Alert>
  );
}
