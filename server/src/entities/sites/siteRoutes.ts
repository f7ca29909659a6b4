import { notFound } from '../../http/httpErrors';
import { pathId } from '../../http/ids';
import { customerScope } from '../../access/scope';
import type { ExtraRoute } from '../kit/entityDef';
import { rememberActive } from '../users/userRepository';
import { findSite, siteStats } from './siteRepository';
import { activateSiteSchema, siteStatsSchema } from './siteSchemas';
import { moveSettingsRoutes } from './moves/moveSettingsRoutes';
import { upcomingMovesRoute } from './moves/upcomingMovesRoute';

/** The site dashboard's counts, and making a site of the active customer the user's active site. */
export const siteRoutes: ExtraRoute[] = [
  {
    method: 'GET',
    url: ':id/stats/',
    schema: siteStatsSchema,
    handler: async (request) => {
      const stats = await siteStats(request.server.db, customerScope(request).customerId, pathId(request));
      if (!stats) throw notFound();
      return stats;
    },
  },
  {
    method: 'PUT',
    url: 'active/:id/',
    schema: activateSiteSchema,
    handler: async (request) => {
      const { customerId, userId } = customerScope(request);
      const found = await findSite(request.server.db, customerId, pathId(request));
      if (!found) throw notFound();
      await rememberActive(request.server.db, userId, { customerId, siteId: found.site.id });
      const { id, name, description } = found.site;
      return { id, name, description, customer_id: found.site.customerId };
    },
  },
  ...moveSettingsRoutes,
  upcomingMovesRoute,
];
