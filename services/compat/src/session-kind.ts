import type { Request } from 'express';
import { readCookie } from './cookies';

/** A request from the admin panel carries the admin session cookie; shared legacy paths serve both. */
export function fromAdmin(request: Request): boolean {
  return Boolean(
    readCookie(request.headers.cookie, 'admin_access_token') ||
    readCookie(request.headers.cookie, 'admin_refresh_token'),
  );
}

/** A request from a customer's browser carries the customer session cookie. */
export function fromCustomer(request: Request): boolean {
  return Boolean(
    readCookie(request.headers.cookie, 'access_token') || readCookie(request.headers.cookie, 'refresh_token'),
  );
}
