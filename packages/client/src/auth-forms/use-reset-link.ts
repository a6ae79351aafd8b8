import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TEXT_MAX_LENGTH } from '../form-fields';

export interface ResetLink {
  email: string;
  /** '' when the page was not opened from the e-mailed link. */
  token: string;
}

/** The e-mailed link's `?email=…&token=…`, read once: later address changes do not refill the forms. */
export function useResetLink(): ResetLink {
  const [searchParams] = useSearchParams();
  const [link] = useState(() => ({ email: linkParam(searchParams, 'email'), token: linkParam(searchParams, 'token') }));
  return link;
}

function linkParam(searchParams: URLSearchParams, name: string): string {
  return (searchParams.get(name) ?? '').trim().slice(0, TEXT_MAX_LENGTH);
}
