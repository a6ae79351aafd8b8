import { useState } from 'react';
import { toApiErrors, type ApiError } from './apiErrors';

export interface FormAction {
  /** Runs the calls of one submission; a failure fills `errors`, a new run clears them. */
  run: (action: () => Promise<unknown>) => Promise<void>;
  pending: boolean;
  errors: ApiError[];
}

export function useFormAction(): FormAction {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const run = async (action: () => Promise<unknown>) => {
    setErrors([]);
    setPending(true);
    try {
      await action();
    } catch (error) {
      setErrors(toApiErrors(error));
    } finally {
      setPending(false);
    }
  };
  return { run, pending, errors };
}
