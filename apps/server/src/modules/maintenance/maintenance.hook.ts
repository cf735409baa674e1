import type { FastifyInstance } from 'fastify';
import { maintenanceFeatureOf } from '@mecha/shared/maintenance/features';
import { AppError } from '../../platform/errors.ts';
import type { MaintenanceService } from './maintenance.service.ts';

/**
 * One hook for every route: a player call whose feature (by its registered path, shared maintenance/features.ts)
 * is switched under repair answers underRepair (1013) before any guard or handler runs. Operator calls, health,
 * app-config, the maintenance list and logging in belong to no feature, so they always work. Installed on the
 * root instance before the routes are registered, so it covers them all.
 */
export function installMaintenanceHook(app: FastifyInstance, maintenance: MaintenanceService): void {
  app.addHook('onRequest', async (req) => {
    const feature = maintenanceFeatureOf(req.routeOptions.url ?? req.url);
    if (!feature) return;
    const on = await maintenance.switchOf(feature);
    if (on) throw new AppError('underRepair', { feature, until: on.until ? on.until.toISOString() : null });
  });
}
