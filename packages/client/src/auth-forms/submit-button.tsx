import { Button } from '@mantine/core';

interface SubmitButtonProps {
  label: string;
  pending: boolean;
  testId: string;
}

/** The submit button of the shared auth forms: it spins while the call runs. */
export function SubmitButton({ label, pending, testId }: SubmitButtonProps) {
  return (
    <Button type="submit" loading={pending} data-testid={testId}>
      {label}
    </Button>
  );
}
