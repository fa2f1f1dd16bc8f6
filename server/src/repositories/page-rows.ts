import type { Paginator } from '../../../contract/envelope';
import type { Db } from '../db/database';
import { paginate } from './paginate';

export interface PageRequest {
  page: number;
  pagesize?: number | undefined;
}

/** The shared paginator over `SELECT columns source ORDER BY order`, each row mapped to its answer item. */
export function paginateRows<Row, Item>(
  db: Db,
  query: { columns: string; source: string; order: string; params: unknown[] },
  request: PageRequest,
  map: (row: Row) => Item,
): Paginator<Item> {
  const page = paginate<Row>(
    db,
    `SELECT ${query.columns} ${query.source} ORDER BY ${query.order}`,
    query.params,
    request.page,
    request.pagesize,
  );
  return { ...page, data: page.data.map(map) };
}
