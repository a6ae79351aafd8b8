import type { Request } from 'express';
import { CLIENT_IP_HEADER, type Viewer } from '@mc/platform';
import type { AuditLogReader } from './access/audit-log';
import type { ContactService } from './contact/contact.service';
import type { ContentService } from './content.service';
import type { FaqService } from './faq/faq.service';
import type { PageService } from './pages/page.service';

export type ContentServices = {
  content: ContentService;
  pages: PageService;
  faq: FaqService;
  contact: ContactService;
  auditLog: AuditLogReader;
};

export type ContentContext = ContentServices & { viewer: Viewer; clientIp: string };

export function buildContext(services: ContentServices, viewer: Viewer, request: Request): ContentContext {
  return { ...services, viewer, clientIp: request.header(CLIENT_IP_HEADER) ?? 'unknown' };
}
