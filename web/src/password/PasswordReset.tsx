import { Anchor, Button, Divider, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../session/paths';
import { SuccessBox, TEXT_MAX_LENGTH } from '@mc/client';
import { ResetPasswordForm } from './ResetPasswordForm';
import { ResetRequestForm } from './ResetRequestForm';

/**
 * The two reset steps (specification §2): step 1 asks for the e-mail, step 2 for the token, the new
 * password and its confirmation. Step 2 appears under step 1 once a token was asked for; the e-mailed
 * link (?email=…&token=…) opens step 2 directly, filled in, with a way back to ask for a new token.
 */
export function PasswordReset() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // Read once: later address changes do not refill the forms.
  const [link] = useState(() => ({
    email: (searchParams.get('email') ?? '').trim().slice(0, TEXT_MAX_LENGTH),
    token: (searchParams.get('token') ?? '').trim().slice(0, TEXT_MAX_LENGTH),
  }));
  const fromLink = link.token !== '';
  const [email, setEmail] = useState(link.email);
  const [requests, setRequests] = useState(0);
  const [wantsNewToken, setWantsNewToken] = useState(false);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <Stack gap="md" data-testid="password-reset-done">
        <SuccessBox>{t('password.done')}</SuccessBox>
        <Button component={Link} to={PATHS.signIn} data-testid="password-signin-link">
          {t('password.signInLink')}
        </Button>
      </Stack>
    );
  }

  const showRequest = !fromLink || wantsNewToken;
  const showReset = fromLink || requests > 0;
  return (
    <Stack gap="lg">
      {showRequest && (
        <ResetRequestForm
          defaultEmail={email}
          onRequested={(requested) => {
            setEmail(requested);
            setRequests((count) => count + 1);
          }}
        />
      )}
      {showRequest && showReset && <Divider />}
      {showReset && (
        // A new request starts step 2 afresh: the token of the link (or an older e-mail) is stale.
        <ResetPasswordForm
          key={requests}
          email={email}
          defaultToken={requests === 0 ? link.token : ''}
          onReset={() => setDone(true)}
        />
      )}
      <Group justify="space-between">
        <Anchor component={Link} to={PATHS.signIn} size="sm" data-testid="password-back-signin">
          {t('password.backToSignIn')}
        </Anchor>
        {!showRequest && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setWantsNewToken(true)}
            data-testid="password-request-again"
          >
            {t('password.newToken')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
