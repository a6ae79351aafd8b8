import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Divider, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeclinedReason } from '../identity/DeclinedReason';
import { IdentityUploadForm } from '../identity/IdentityUploadForm';
import { IDENTITY_CHECK_QUERY } from '../identity/queries';
import { PATHS } from '../session/paths';
import { FormErrors } from '../ui/FormErrors';
import { useFormAction } from '@mc/client';
import { SKIP_IDENTITY_CHECK_MUTATION } from './queries';

/** Step 4: what the identity check asks for, the upload of both images, and the way past it for now. */
export function IdentityStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [skipIdentityCheck] = useMutation(SKIP_IDENTITY_CHECK_MUTATION);
  const { run, pending, errors } = useFormAction();
  // Only for the reason of an earlier, declined submission; the form works without it.
  const { data } = useQuery(IDENTITY_CHECK_QUERY);

  const skip = () =>
    void run(async () => {
      await skipIdentityCheck();
      await navigate(PATHS.userHome, { replace: true });
    });

  // The cached viewer awaits review now, so the guard would send the customer home as well.
  const submitted = () => navigate(PATHS.userHome, { replace: true });

  return (
    <Stack gap="md" data-testid="identity-explanation">
      <DeclinedReason reason={data?.me?.identityCheckDeclineReason} />
      <Text>{t('signup.identity.intro')}</Text>
      <List spacing="xs" size="sm">
        <List.Item>{t('signup.identity.photos')}</List.Item>
        <List.Item>{t('signup.identity.formats')}</List.Item>
        <List.Item>{t('signup.identity.review')}</List.Item>
      </List>
      <IdentityUploadForm onSubmitted={submitted} />
      <Divider />
      <Text size="sm" c="dimmed">
        {t('signup.identity.skipNote')}
      </Text>
      <Button variant="default" onClick={skip} loading={pending} data-testid="skip-identity">
        {t('signup.identity.skip')}
      </Button>
      <FormErrors errors={errors} />
    </Stack>
  );
}
