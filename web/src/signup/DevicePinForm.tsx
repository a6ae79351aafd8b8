import { useMutation } from '@apollo/client/react';
import { Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../session/paths';
import { FormErrors } from '../ui/FormErrors';
import { SuccessBox, useFormAction } from '@mc/client';
import { REQUEST_DEVICE_PIN_MUTATION, VERIFY_DEVICE_MUTATION } from './queries';

/** The PIN is 5 digits, one per box (specification §5). */
const PIN_LENGTH = 5;

/** Step 3: the e-mailed PIN confirms the device; it is sent as soon as the fifth digit is in. */
export function DevicePinForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [verifyDevice] = useMutation(VERIFY_DEVICE_MUTATION);
  const [requestDevicePin] = useMutation(REQUEST_DEVICE_PIN_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [sent, setSent] = useState(useSearchParams()[0].get('sent') === 'true');
  const [pin, setPin] = useState('');
  const pinRef = useRef<HTMLDivElement>(null);

  const verify = (value: string) =>
    void run(async () => {
      try {
        await verifyDevice({ variables: { pin: value } });
      } catch (error) {
        // A wrong PIN is typed again from the first box.
        setPin('');
        pinRef.current?.querySelector('input')?.focus();
        throw error;
      }
      // The cached viewer is verified now, so step 4 (or the home page if nothing is left) admits it.
      await navigate(PATHS.signupIdentity, { replace: true });
    });

  const resend = () =>
    void run(async () => {
      await requestDevicePin();
      setSent(true);
    });

  return (
    <Stack gap="md">
      {sent && <SuccessBox>{t('signup.device.sent', { email })}</SuccessBox>}
      <Text>{t('signup.device.intro')}</Text>
      <Group justify="center">
        <PinInput
          length={PIN_LENGTH}
          type="number"
          oneTimeCode
          value={pin}
          onChange={setPin}
          onComplete={verify}
          readOnly={pending}
          size="lg"
          autoFocus
          rootRef={pinRef}
          ariaLabel={t('signup.device.pinLabel')}
          getInputProps={(index) => ({ 'data-testid': `pin-input-${index + 1}` })}
          data-testid="pin-input"
        />
      </Group>
      <FormErrors errors={errors} />
      <Group justify="center">
        <Button variant="subtle" onClick={resend} disabled={pending} data-testid="pin-resend">
          {t('signup.device.resend')}
        </Button>
      </Group>
    </Stack>
  );
}
