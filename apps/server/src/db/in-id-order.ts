/**
 * `rows` in the order of `ids`, as a page or an index named them; an id whose row is gone (deleted
 * since it was named) is left out. A select `where id in (...)` answers in no particular order.
 */
export function inIdOrder<Row extends { id: string }>(ids: readonly string[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
