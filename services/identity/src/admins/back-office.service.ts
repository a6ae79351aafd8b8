import type { Database, Viewer } from '@mc/platform';
import { pageAudit, pageMailbox } from '../db/audit.repository';
import { identityError } from '../errors';
import type { AdminService } from './admin.service';
import { hasRole } from './admin-rules';

const MAX_PAGE_SIZE = 100;

/**
 * Read-only screens of the admin panel: the audit log and the local mailbox. Any admin. PINs and
 * tokens in mail are hidden (DESIGN.md §2), except from a superadmin when no SMTP is configured:
 * then the mailbox is the only delivery, as in local development.
 */
export class BackOfficeService {
  constructor(
    private readonly database: Database,
    private readonly admins: AdminService,
    private readonly mailDelivered: boolean,
  ) {}

  async auditLog(viewer: Viewer, page: number, pageSize: number, search?: string | null) {
    await this.admins.requireAdmin(viewer);
    const bounds = pageBounds(page, pageSize);
    return {
      ...(await pageAudit(this.database.orm, bounds.offset, bounds.pageSize, cleanSearch(search))),
      page: bounds.page,
      pageSize: bounds.pageSize,
    };
  }

  async mailbox(viewer: Viewer, page: number, pageSize: number, search?: string | null) {
    const admin = await this.admins.requireAdmin(viewer);
    const bounds = pageBounds(page, pageSize);
    const found = await pageMailbox(this.database.orm, bounds.offset, bounds.pageSize, cleanSearch(search));
    const showSecrets = !this.mailDelivered && hasRole(admin.roles, 'SUPERADMIN');
    const items = found.items.map((mail) =>
      showSecrets || mail.secretsHiddenText === null ? mail : { ...mail, bodyText: mail.secretsHiddenText },
    );
    return { items, total: found.total, page: bounds.page, pageSize: bounds.pageSize };
  }
}

export function pageBounds(page: number, pageSize: number) {
  if (!Number.isInteger(page) || page < 1) throw identityError('INVALID_INPUT', 'page must be 1 or more');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw identityError('INVALID_INPUT', `pageSize must be 1 to ${MAX_PAGE_SIZE}`);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

function cleanSearch(search: string | null | undefined): string | undefined {
  const trimmed = search?.trim();
  if (trimmed && trimmed.length > 300) throw identityError('INVALID_INPUT', 'search must be at most 300 characters');
  return trimmed || undefined;
}
