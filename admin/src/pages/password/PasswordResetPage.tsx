import { Anchor, Button, Divider, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GuestCard } from '../../components/GuestCard';
import { SuccessBox, TEXT_MAX_LENGTH } from '@mc/client';
import { PATHS } from '../../paths';
import { RequestResetForm } from './RequestResetForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/**
 * /control/password.html, guest-only (specification §2, "Admin access"): step 1 asks for the e-mail,
 * step 2 for the token, the new password and its confirmation. Step 2 appears under step 1 once a
 * token was asked for; the e-mailed link (?email=…&token=…) opens step 2 directly, filled in, with a
 * way back to ask for a new token.
 */
export function PasswordResetPage() {
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

  const showRequest = !done && (!fromLink || wantsNewToken);
  const showReset = !done && (fromLink || requests > 0);
  return (
    <GuestCard title={t('passwordReset.title')} testId="admin-password-page">
      {done ? (
        <Stack gap="md" data-testid="admin-password-reset-done">
          <SuccessBox>{t('passwordReset.done')}</SuccessBox>
          <Button component={Link} to={PATHS.signIn} data-testid="admin-password-signin-link">
            {t('passwordReset.signIn')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg">
          {showRequest && (
            <RequestResetForm
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
            <Anchor component={Link} to={PATHS.signIn} size="sm" data-testid="admin-password-back-signin">
              {t('passwordReset.backToSignIn')}
            </Anchor>
            {!showRequest && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setWantsNewToken(true)}
                data-testid="admin-password-request-again"
              >
                {t('passwordReset.newToken')}
              </Anchor>
            )}
          </Group>
        </Stack>
      )}
    </GuestCard>
  );
}
