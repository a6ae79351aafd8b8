import { useApolloClient, useMutation } from '@apollo/client/react';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { saveSignUpPush } from '../push/signUpPush';
import { PATHS } from '../session/paths';
import { reloadViewer } from '../session/viewerCache';
import { useClientState } from '../state/clientState';
import { SignInInsteadLink } from '../ui/AuthSwitchLinks';
import { FormErrors } from '../ui/FormErrors';
import { formSecret, formText, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { SIGN_UP_MUTATION } from './queries';

/** Step 1: the account. The referrer's code comes from ?refid= and travels in a hidden field. */
export function SignUpForm() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { language } = useClientState();
  const [searchParams, setSearchParams] = useSearchParams();
  const referralCode = (searchParams.get('refid') ?? '').trim().slice(0, TEXT_MAX_LENGTH);
  const [signUp] = useMutation(SIGN_UP_MUTATION);
  const { run, pending, errors } = useFormAction();
  // An unknown code refuses the sign-up; the customer may go on without it.
  const referrerUnknown = errors.some((error) => error.reason === 'REFERRER_NOT_FOUND');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      const input = {
        firstName: formText(form, 'firstName'),
        lastName: formText(form, 'lastName'),
        phoneNumber: formText(form, 'phoneNumber'),
        email: formText(form, 'email'),
        password: formSecret(form, 'password'),
        confirmPassword: formSecret(form, 'confirmPassword'),
        referralCode: formText(form, 'referralCode') || null,
        language,
      };
      await signUp({ variables: { input } });
      // In the background: the account exists whatever the browser or the push service answer.
      void saveSignUpPush(client).catch((error: unknown) => {
        console.warn('the push subscription was not saved at sign-up', error);
      });
      await reloadViewer(client);
      await navigate(PATHS.signupDetails);
    });
  };

  const field = { required: true, maxLength: TEXT_MAX_LENGTH };
  return (
    <form onSubmit={submit} data-testid="signup-form">
      <Stack gap="md">
        {referralCode && (
          <Text size="sm" c="dimmed" data-testid="signup-referral">
            {t('signup.invitedBy', { code: referralCode })}
            {referrerUnknown && (
              <>
                {' '}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => setSearchParams({}, { replace: true })}
                  data-testid="signup-drop-referral"
                >
                  {t('signup.withoutCode')}
                </Anchor>
              </>
            )}
          </Text>
        )}
        <input type="hidden" name="referralCode" value={referralCode} data-testid="signup-referral-code" />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            {...field}
            name="firstName"
            label={t('signup.firstName')}
            autoComplete="given-name"
            data-testid="signup-first-name"
          />
          <TextInput
            {...field}
            name="lastName"
            label={t('signup.lastName')}
            autoComplete="family-name"
            data-testid="signup-last-name"
          />
        </SimpleGrid>
        <TextInput
          {...field}
          name="phoneNumber"
          type="tel"
          label={t('signup.phoneNumber')}
          autoComplete="tel"
          data-testid="signup-phone"
        />
        <TextInput
          {...field}
          name="email"
          type="email"
          label={t('signup.email')}
          autoComplete="email"
          data-testid="signup-email"
        />
        <PasswordInput
          {...field}
          name="password"
          label={t('signup.password')}
          autoComplete="new-password"
          data-testid="signup-password"
        />
        <PasswordInput
          {...field}
          name="confirmPassword"
          label={t('signup.confirmPassword')}
          autoComplete="new-password"
          data-testid="signup-confirm-password"
        />
        <Button type="submit" loading={pending} data-testid="signup-submit">
          {t('signup.submit')}
        </Button>
        <FormErrors errors={errors} />
        <SignInInsteadLink />
      </Stack>
    </form>
  );
}
