import { Client } from 'pg';
import { waitFor } from '@mc/platform/testing';
import { runLedgerVerify } from '../src/ledger-verify';

/** What must hold after every fault: the ledger's invariants, and every outbox published. */
export type AfterFault = { ledgerClean: boolean; outboxesDrained: boolean; unpublished: number };

export async function checkAfterFault(serverUrl: string, prefix: string, databases: string[]): Promise<AfterFault> {
  const lines: string[] = [];
  const ledger = await runLedgerVerify({ DATABASE_URL: serverUrl, DATABASE_PREFIX: prefix }, (line) =>
    lines.push(line),
  );
  let unpublished = Number.NaN;
  const drained = await waitFor(
    async () => {
      unpublished = await unpublishedEvents(serverUrl, databases);
      return unpublished === 0;
    },
    30_000,
    'every outbox published',
  ).then(
    () => true,
    () => false,
  );
  if (ledger !== 0) process.stderr.write(`[chaos] ledger:verify:\n${lines.join('\n')}\n`);
  return { ledgerClean: ledger === 0, outboxesDrained: drained, unpublished };
}

async function unpublishedEvents(serverUrl: string, databases: string[]): Promise<number> {
  let total = 0;
  for (const database of databases) {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    const client = new Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from outbox where published_at is null',
      );
      total += rows[0].n;
    } finally {
      await client.end();
    }
  }
  return total;
}

/** Each acknowledged contact message is stored exactly once. */
export async function countWrites(baseUrl: string, adminCookie: string, runId: string, acknowledged: string[]) {
  const stored: string[] = [];
  for (let page = 1; ; page += 1) {
    const items = await contactMessagesPage(baseUrl, adminCookie, `chaos-${runId}-`, page);
    stored.push(...items);
    if (items.length < 100) break;
  }
  const storedSet = new Set(stored);
  const lost = acknowledged.filter((email) => !storedSet.has(email)).length;
  return { acknowledged: acknowledged.length, stored: stored.length, lost, duplicated: stored.length - storedSet.size };
}

async function contactMessagesPage(baseUrl: string, cookie: string, search: string, page: number): Promise<string[]> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    // The admin's session is the one a request says it acts as, as the panel does.
    headers: { 'content-type': 'application/json', cookie, origin: baseUrl, 'x-act-as': 'admin' },
    body: JSON.stringify({
      query:
        'query ($search: String, $page: Int) { contactMessages(search: $search, page: $page, pageSize: 100) { items { email } } }',
      variables: { search, page },
    }),
  });
  const body = (await response.json()) as { data?: { contactMessages: { items: { email: string }[] } } };
  if (!body.data) throw new Error(`contactMessages: ${JSON.stringify(body)}`);
  return body.data.contactMessages.items.map((item) => item.email);
}
