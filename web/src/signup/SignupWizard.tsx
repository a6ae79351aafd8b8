import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SignupProgress, type SignupStepNumber } from './SignupProgress';

interface SignupWizardProps {
  step: SignupStepNumber;
  heading: string;
  children: ReactNode;
}

/** The frame of every sign-up step: the progress header above one card. */
export function SignupWizard({ step, heading, children }: SignupWizardProps) {
  return (
    <Container size="sm" py="xl" data-testid={`signup-step-${step}`}>
      <Stack gap="lg">
        <SignupProgress step={step} />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={1} size="h2">
              {heading}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
