import { Button, Group, Stack, Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../session/useSignOut';

export const SIGNUP_STEPS = ['account', 'details', 'confirm', 'identity'] as const;

/** 1 account, 2 details, 3 confirm (device PIN), 4 identity. */
export type SignupStepNumber = 1 | 2 | 3 | 4;

/** The wizard header: done steps checked, the current one highlighted; sign-out from step 2 on. */
export function SignupProgress({ step }: { step: SignupStepNumber }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="signup-progress">
      {step >= 2 && (
        <Group justify="flex-end">
          <WizardSignOut />
        </Group>
      )}
      <Stepper active={step - 1} size="sm" labelPosition="bottom" wrap={false} aria-label={t('signup.progressLabel')}>
        {SIGNUP_STEPS.map((key, index) => (
          <Stepper.Step
            key={key}
            label={t(`signup.steps.${key}`)}
            data-testid={`progress-step-${index + 1}`}
            data-state={index + 1 < step ? 'done' : index + 1 === step ? 'current' : 'todo'}
            aria-current={index + 1 === step ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </Stack>
  );
}

function WizardSignOut() {
  const { t } = useTranslation();
  const { signOut, signingOut } = useSignOut();
  return (
    <Button variant="subtle" color="gray" size="xs" onClick={signOut} loading={signingOut} data-testid="signout">
      {t('session.signOut')}
    </Button>
  );
}
