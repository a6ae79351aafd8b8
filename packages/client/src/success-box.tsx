import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** The green box of a successful call (specification §8). */
export function SuccessBox({ children }: { children: ReactNode }) {
  return (
    <Alert color="green" variant="light" role="status" data-testid="success-box">
      {children}
    </Alert>
  );
}
