/** The pages seen before an error (requirements §7: page-view breadcrumbs), the latest 20. */
export const MAX_PAGE_VIEWS = 20;

export interface PageView {
  at: string;
  page: string;
}

const views: PageView[] = [];

/** A path as reported: no query or fragment (searched text), ids as `:id`, at most 200 characters. */
export function pageOf(pathname: string): string {
  return (pathname.split(/[?#]/)[0] || '/').replace(/\/\d+(?=\/|$)/g, '/:id').slice(0, 200);
}

export function recordPageView(pathname: string, at = new Date()): void {
  const page = pageOf(pathname);
  if (views.at(-1)?.page === page) return;
  views.push({ at: at.toISOString(), page });
  if (views.length > MAX_PAGE_VIEWS) views.shift();
}

export function pageViews(): PageView[] {
  return [...views];
}

/** For tests: forget the pages seen. */
export function clearPageViews(): void {
  views.length = 0;
}
