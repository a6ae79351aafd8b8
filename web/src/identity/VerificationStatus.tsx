import { Alert, Image, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IdentityDocuments } from './queries';

/** AWAITING_REVIEW: the images were received; the review takes 1-2 working days. */
export function VerificationInProgress({ documents }: { documents: IdentityDocuments | null }) {
  const { t, i18n } = useTranslation();
  const uploadedAt = documents ? formatDateTime(documents.uploadedAt, i18n.language) : null;
  return (
    <Stack gap="md" data-testid="verification-in-progress">
      <Alert color="blue" variant="light" role="status" title={t('identity.verification.inProgressTitle')}>
        <Text size="sm">{t('identity.verification.inProgress')}</Text>
      </Alert>
      {documents && (
        <>
          {uploadedAt && (
            <Text size="sm" c="dimmed" data-testid="verification-uploaded-at">
              {t('identity.verification.uploadedAt', { date: uploadedAt })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {(['front', 'back'] as const).map((side) => (
              <Stack key={side} gap={4}>
                <Text size="sm" fw={600}>
                  {t(`identity.upload.${side}`)}
                </Text>
                <Image
                  src={documents[side]}
                  alt={t('identity.verification.uploadedImage', { side: t(`identity.upload.${side}`) })}
                  h={180}
                  fit="contain"
                  radius="sm"
                  bd="1px solid var(--mantine-color-default-border)"
                  data-testid={`verification-${side}-image`}
                />
              </Stack>
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/** APPROVED: nothing left to do. */
export function VerificationCompleted() {
  const { t } = useTranslation();
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      title={t('identity.verification.completedTitle')}
      icon={
        <ThemeIcon color="green" variant="transparent" size="sm" aria-hidden>
          ✓
        </ThemeIcon>
      }
      data-testid="verification-completed"
    >
      <Text size="sm">{t('identity.verification.completed')}</Text>
    </Alert>
  );
}

function formatDateTime(value: string, language: string): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}
