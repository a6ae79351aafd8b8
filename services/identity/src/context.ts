import DataLoader from 'dataloader';
import type { Request, Response } from 'express';
import {
  type Database,
  CLIENT_IP_HEADER,
  REFRESH_TOKEN_HEADER,
  SESSION_CLEAR_HEADER,
  SESSION_SET_HEADER,
  type SessionCookies,
  type SessionKind,
  type Viewer,
} from '@mc/platform';
import type { AccountService } from './accounts/account.service';
import type { EmailChangeService } from './accounts/email-change.service';
import type { AdminManagementService } from './admins/admin-management.service';
import type { AdminPhotoService } from './admins/admin-photo.service';
import type { AdminService } from './admins/admin.service';
import type { BackOfficeService } from './admins/back-office.service';
import type { IpLimits } from './auth/ip-limits';
import type { SessionService } from './auth/session.service';
import { findAdminsByIds, type AdminRow } from './db/admins.repository';
import type { CustomerAdminService } from './customers/customer-admin.service';
import type { CustomerMessagingService } from './customers/customer-messaging.service';
import type { MessageService } from './customers/message.service';
import type { DeviceService } from './devices/device.service';
import type { IdentityCheckService } from './documents/identity-check.service';
import type { ProfilePhotoService } from './documents/profile-photo.service';
import type { IdentityService } from './identity.service';
import type { PasswordService } from './passwords/password.service';
import type { WebPushService } from './push/web-push.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type IdentityServices = {
  database: Database;
  identity: IdentityService;
  accounts: AccountService;
  sessions: SessionService;
  devices: DeviceService;
  admins: AdminService;
  adminManagement: AdminManagementService;
  backOffice: BackOfficeService;
  passwords: PasswordService;
  customerAdmin: CustomerAdminService;
  customerMessaging: CustomerMessagingService;
  messages: MessageService;
  identityChecks: IdentityCheckService;
  emailChanges: EmailChangeService;
  photos: ProfilePhotoService;
  adminPhotos: AdminPhotoService;
  webPush: WebPushService;
  ipLimits: IpLimits;
};

/** Hands session cookies to the gateway, which alone talks to the browser (see gateway/src/subgraph-source.ts). */
export type SessionWriter = { set(cookies: SessionCookies): void; clear(kind: SessionKind): void };

export type IdentityContext = IdentityServices & {
  viewer: Viewer;
  /** Admins referred to by other subgraphs in this request, read in one query. */
  adminsById: DataLoader<string, AdminRow | null>;
  clientIp: string;
  refreshToken: string | undefined;
  session: SessionWriter;
};

export function buildContext(
  services: IdentityServices,
  viewer: Viewer,
  http: { request: Request; response: Response },
): IdentityContext {
  return {
    ...services,
    viewer,
    adminsById: new DataLoader(async (ids) => {
      const found = await findAdminsByIds(
        services.database.orm,
        ids.filter((id) => UUID.test(id)),
      );
      return ids.map((id) => found.find((admin) => admin.id === id) ?? null);
    }),
    clientIp: http.request.header(CLIENT_IP_HEADER) ?? 'unknown',
    refreshToken: http.request.header(REFRESH_TOKEN_HEADER),
    session: {
      set: (cookies) => http.response.setHeader(SESSION_SET_HEADER, JSON.stringify(cookies)),
      clear: (kind) => http.response.setHeader(SESSION_CLEAR_HEADER, kind),
    },
  };
}
