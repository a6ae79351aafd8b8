import { useState } from 'react';
import { toApiErrors, type ApiError } from './api-errors';

export interface FormAction {
  /** Runs the calls of one submission; a failure fills `errors`, a new run clears them. */
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  pending: boolean;
  errors: ApiError[];
}

/** The state of a form's submission: pending flag and the server's refusals. */
export function useFormAction(): FormAction {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const run = async (action: () => Promise<unknown>) => {
    setErrors([]);
    setPending(true);
    try {
      await action();
      return true;
    } catch (error) {
      setErrors(toApiErrors(error));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, errors };
}
