/**
 * Errors the browser app reported (requirements §7, §8: "the error is reported"), with the pages
 * the user saw before (breadcrumbs), kept in this instance's memory for superusers: the latest
 * KEPT_ERRORS, newest first. Pages are kept as route shapes (`/room/:id`), never query strings.
 */
export const KEPT_ERRORS = 200;
export const MAX_BREADCRUMBS = 20;

export interface PageView {
  at: string;
  page: string;
}

export interface ClientErrorReport {
  kind: 'request' | 'render' | 'script';
  message: string;
  stack?: string;
  status?: number;
  endpoint?: string;
  page: string;
  breadcrumbs: PageView[];
}

export interface KeptClientError extends ClientErrorReport {
  id: number;
  received_at: string;
}

/**
 * A path as a route shape: ids and other numbers become `:id`, a query or fragment is dropped, so
 * neither record ids nor searched text (a tenant's name) are kept.
 * @example pageShape('/room/12/edit?tab=2') // '/room/:id/edit'
 */
export function pageShape(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.replace(/\/\d+(?=\/|$)/g, '/:id') || '/';
}

export class ClientErrors {
  private readonly kept: KeptClientError[] = [];
  private lastId = 0;

  keep(report: ClientErrorReport, now = new Date()): KeptClientError {
    const kept: KeptClientError = {
      ...report,
      page: pageShape(report.page),
      breadcrumbs: report.breadcrumbs
        .slice(-MAX_BREADCRUMBS)
        .map((crumb) => ({ at: crumb.at, page: pageShape(crumb.page) })),
      id: (this.lastId += 1),
      received_at: now.toISOString(),
    };
    this.kept.unshift(kept);
    this.kept.length = Math.min(this.kept.length, KEPT_ERRORS);
    return kept;
  }

  list(): readonly KeptClientError[] {
    return this.kept;
  }
}
