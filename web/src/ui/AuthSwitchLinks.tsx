import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../session/paths';

/** Under the sign-in form: the way to sign up for a visitor without an account. */
export function SignUpInsteadLink() {
  const { t } = useTranslation();
  return (
    <SwitchLine
      question={t('signin.noAccount')}
      linkLabel={t('signin.signUpLink')}
      to={PATHS.signUp}
      testId="signin-signup-link"
    />
  );
}

/** Under the sign-up form: the way to sign in for a visitor who has an account. */
export function SignInInsteadLink() {
  const { t } = useTranslation();
  return (
    <SwitchLine
      question={t('signup.haveAccount')}
      linkLabel={t('signup.signInLink')}
      to={PATHS.signIn}
      testId="signup-signin-link"
    />
  );
}

interface SwitchLineProps {
  question: string;
  linkLabel: string;
  to: string;
  testId: string;
}

function SwitchLine({ question, linkLabel, to, testId }: SwitchLineProps) {
  return (
    <Text size="sm" ta="center">
      {question} {/* Underlined: inside a sentence a link must differ from the text by more than its colour. */}
      <Anchor component={Link} to={to} underline="always" data-testid={testId}>
        {linkLabel}
      </Anchor>
    </Text>
  );
}
