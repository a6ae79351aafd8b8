import { Center, Loader } from '@mantine/core';

interface LoadingStateProps {
  /** Read by screen readers in place of the spinner. */
  label: string;
}

export function LoadingState({ label }: LoadingStateProps) {
  return (
    <Center py="xl" role="status" aria-label={label} data-testid="loading">
      <Loader />
    </Center>
  );
}
