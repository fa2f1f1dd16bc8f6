/**
 * A list call's answer when every row fits on the first page, in the server's paginator shape
 * (`from`/`to` are null for an empty list, as the server sends them).
 */
export function onePage<T>(rows: T[], perPage = 10) {
  return {
    current_page: 1,
    data: rows,
    last_page: 1,
    per_page: perPage,
    total: rows.length,
    from: rows.length ? 1 : null,
    to: rows.length ? rows.length : null,
  };
}
