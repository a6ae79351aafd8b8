import { createContext, useContext } from 'react';
import type { Admin } from '../graphql/admin';

/** The admin the admin guard let through; provided around every signed-in screen. */
export const SignedInAdminContext = createContext<Admin | null>(null);

/** The signed-in admin; only for components under the admin guard. */
export function useSignedInAdmin(): Admin {
  const admin = useContext(SignedInAdminContext);
  if (admin === null) throw new Error('useSignedInAdmin is used outside the admin guard');
  return admin;
}
