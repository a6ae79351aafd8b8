import { useState } from 'react';
import { toApiErrors, type ApiError } from './api-errors';

export interface FormAction {
  /** Runs the calls of one submission; a failure fills `errors`, a new run clears them. */
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  pending: boolean;
  errors: ApiError[];
  /** The last run went through (for the green box); cleared when a new run starts. */
  succeeded: boolean;
}

/** The state of a form's submission: pending flag, the server's refusals, and whether it went through. */
export function useFormAction(): FormAction {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [succeeded, setSucceeded] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setErrors([]);
    setSucceeded(false);
    setPending(true);
    try {
      await action();
      setSucceeded(true);
      return true;
    } catch (error) {
      setErrors(toApiErrors(error));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, errors, succeeded };
}
