import { Anchor, Button, Divider, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { SuccessBox } from '../success-box';
import { authTestId } from './auth-forms-app';
import type { PasswordResetSetup } from './password-reset-setup';
import { ResetPasswordForm } from './reset-password-form';
import { ResetRequestForm } from './reset-request-form';
import { useResetLink } from './use-reset-link';

/**
 * The two reset steps (specification §2): step 1 asks for the e-mail, step 2 for the token, the new
 * password and its confirmation. Step 2 appears under step 1 once a token was asked for; the e-mailed
 * link (?email=…&token=…) opens step 2 directly, filled in, with a way back to ask for a new token.
 */
export function PasswordResetSteps(setup: PasswordResetSetup) {
  const link = useResetLink();
  const [email, setEmail] = useState(link.email);
  const [requests, setRequests] = useState(0);
  const [wantsNewToken, setWantsNewToken] = useState(false);
  const [done, setDone] = useState(false);
  if (done) return <PasswordResetDone {...setup} />;

  const fromLink = link.token !== '';
  const showRequest = !fromLink || wantsNewToken;
  const showReset = fromLink || requests > 0;
  const onRequested = (requested: string) => {
    setEmail(requested);
    setRequests((count) => count + 1);
  };
  return (
    <Stack gap="lg">
      {showRequest && <ResetRequestForm setup={setup} defaultEmail={email} onRequested={onRequested} />}
      {showRequest && showReset && <Divider />}
      {showReset && (
        // A new request starts step 2 afresh: the token of the link (or an older e-mail) is stale.
        <ResetPasswordForm
          key={requests}
          setup={setup}
          email={email}
          defaultToken={requests === 0 ? link.token : ''}
          onReset={() => setDone(true)}
        />
      )}
      <ResetFooterLinks setup={setup} onRequestAgain={showRequest ? null : () => setWantsNewToken(true)} />
    </Stack>
  );
}

function PasswordResetDone({ app, text }: PasswordResetSetup) {
  return (
    <Stack gap="md" data-testid={authTestId(app, 'password-reset-done')}>
      <SuccessBox>{text('done')}</SuccessBox>
      <Button component={Link} to={app.paths.signIn} data-testid={authTestId(app, 'password-signin-link')}>
        {text('signInLink')}
      </Button>
    </Stack>
  );
}

interface ResetFooterLinksProps {
  setup: PasswordResetSetup;
  /** Null while step 1 shows: only a page opened from the link hides it, and needs the way back. */
  onRequestAgain: (() => void) | null;
}

/** Back to sign-in, and the way to a new token when the link's token turns out stale. */
function ResetFooterLinks({ setup: { app, text }, onRequestAgain }: ResetFooterLinksProps) {
  return (
    <Group justify="space-between">
      <Anchor component={Link} to={app.paths.signIn} size="sm" data-testid={authTestId(app, 'password-back-signin')}>
        {text('backToSignIn')}
      </Anchor>
      {onRequestAgain && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={onRequestAgain}
          data-testid={authTestId(app, 'password-request-again')}
        >
          {text('newToken')}
        </Anchor>
      )}
    </Group>
  );
}
