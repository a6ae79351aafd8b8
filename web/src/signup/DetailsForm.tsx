import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../session/paths';
import { markDetailsCompletedQuietly, reloadViewer } from '../session/viewerCache';
import { FormErrors } from '../ui/FormErrors';
import { formText, useFormAction } from '@mc/client';
import { DetailsFields, readDetails } from './DetailsFields';
import { REQUEST_DEVICE_PIN_MUTATION, UPDATE_DETAILS_MUTATION, type SignupDetails } from './queries';

/** Step 2: the details, then a PIN is e-mailed for step 3. */
export function DetailsForm({ details }: { details: SignupDetails }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [updateDetails] = useMutation(UPDATE_DETAILS_MUTATION);
  const [requestDevicePin] = useMutation(REQUEST_DEVICE_PIN_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [countryMissing, setCountryMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setCountryMissing(formText(form, 'country') === '');
    const input = readDetails(form);
    if (!input) return;
    void run(async () => {
      await updateDetails({ variables: { input } });
      // The details are saved either way; a refused PIN (one a minute) can be asked again on step 3.
      const sent = await requestDevicePin().then(
        () => true,
        () => false,
      );
      // Step 3's guard sends back to step 2 until the cached viewer has its details.
      markDetailsCompletedQuietly(client.cache, details.id);
      const next = sent ? `${PATHS.signupDevice}?sent=true` : PATHS.signupDevice;
      await navigate(next, { replace: true, flushSync: true });
      await reloadViewer(client);
    });
  };

  return (
    <form onSubmit={submit} data-testid="details-form">
      <Stack gap="md">
        <DetailsFields
          values={details}
          testIdPrefix="details"
          countryMissing={countryMissing}
          onCountryChange={() => setCountryMissing(false)}
        />
        <Button type="submit" loading={pending} data-testid="details-submit">
          {t('signup.details.submit')}
        </Button>
        <FormErrors errors={errors} />
      </Stack>
    </form>
  );
}
