import type { Database } from '@mc/platform';
import { pageAudit } from '../db/audit.repository';
import { offsetOf, type PageRequest } from '../db/paging';

/** The content domain's own audit trail, read by admins. */
export class AuditLogReader {
  constructor(private readonly database: Database) {}

  async page(request: PageRequest, search?: string | null) {
    const { items, total } = await pageAudit(
      this.database.orm,
      offsetOf(request),
      request.pageSize,
      search?.trim() || undefined,
    );
    return {
      items: items.map((row) => ({
        ...row,
        id: String(row.id),
        admin: { id: row.adminId },
        before: row.before === null ? null : JSON.stringify(row.before),
        after: row.after === null ? null : JSON.stringify(row.after),
      })),
      total,
      ...request,
    };
  }
}
