import type { Request, Response } from 'express';
import { z } from 'zod';
import { sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { legacyPage, pageOf } from '../legacy-paging';

/** What the funds legacy calls share. */
export const ADMIN = 'admin' as const;
const PAGE_SIZE = 20;

/** Old clients send amounts as numbers or strings; the funds service parses them exactly. */
export const amountText = z.union([z.string().trim().max(40), z.number().finite()]).transform(String);

/** One page of an admin list (`?page=`, `?search=`), in the legacy paged shape. */
export async function listPage<T>(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  field: string,
  fields: string,
  map: (item: T) => unknown,
  searchText?: string,
): Promise<void> {
  const { page, search } = pageOf(request);
  const result = await gateway.execute<Record<string, { items: T[]; total: number }>>(
    request,
    response,
    `query ($page: Int!, $size: Int!, $search: String) { ${field}(page: $page, pageSize: $size, search: $search) { total items { ${fields} } } }`,
    { page, size: PAGE_SIZE, search: searchText ?? search },
    ADMIN,
  );
  if (result.errors?.length) return sendGraphQLErrors(response, result.errors);
  const list = result.data![field];
  sendOk(response, legacyPage(request, list.items.map(map), page, PAGE_SIZE, list.total));
}
