// Page links for paged lists (announcements: 9 per page, SPEC §9).

export const ANNOUNCEMENT_PAGE_SIZE = 9;

/** A positive page number from a query value; anything else is page 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** Up to `width` page numbers around the current one, always within 1..totalPages. */
export function pageWindow(current: number, totalPages: number, width = 5): number[] {
  if (totalPages <= 0) return [];
  const size = Math.min(width, totalPages);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, totalPages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A search parameter naming one record (?ticket=, ?bet=: the betting record's links), when it is an id at all. */
export const idParam = (params: URLSearchParams, name: string): string | null => {
  const value = params.get(name)?.trim() ?? "";
  return UUID.test(value) ? value : null;
};
