import type { MaintenanceFeature } from '@mecha/shared/maintenance/features';
import type { MaintenanceSwitch } from '@mecha/shared/maintenance/api';
import type { Db } from '../../db/client.ts';
import type { AuditWriter } from '../../platform/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';

/** How long one instance trusts its copy of the switches: the hook then costs a Map look-up per request. */
export const MAINTENANCE_CACHE_MS = 3000;

export interface ActiveSwitch {
  feature: MaintenanceFeature;
  until: Date | null;
}

// The per-feature maintenance switch (decision 0053). Every instance reads the table at most once per
// MAINTENANCE_CACHE_MS; a switch made here forgets the copy at once, other instances follow within the window.
export class MaintenanceService {
  private cached: { at: number; active: Map<MaintenanceFeature, ActiveSwitch> } | null = null;
  private loading: Promise<Map<MaintenanceFeature, ActiveSwitch>> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly cacheMs = MAINTENANCE_CACHE_MS,
  ) {}

  /** The switches in force now (an `until` in the past counts as off). */
  async active(): Promise<ActiveSwitch[]> {
    const now = this.clock.now().getTime();
    if (!this.cached || now - this.cached.at >= this.cacheMs) {
      // Concurrent requests after the copy expired share one read.
      this.loading ??= this.load().finally(() => (this.loading = null));
      this.cached = { at: now, active: await this.loading };
    }
    return [...this.cached.active.values()].filter((s) => !s.until || s.until.getTime() > now);
  }

  /** The switch covering a feature now, if any. */
  async switchOf(feature: MaintenanceFeature): Promise<ActiveSwitch | undefined> {
    return (await this.active()).find((s) => s.feature === feature);
  }

  forget(): void {
    this.cached = null;
  }

  private async load(): Promise<Map<MaintenanceFeature, ActiveSwitch>> {
    const rows = await this.db.selectFrom('maintenance_switches').select(['feature', 'until']).execute();
    return new Map(rows.map((r) => [r.feature as MaintenanceFeature, { feature: r.feature as MaintenanceFeature, until: r.until ? new Date(r.until) : null }]));
  }

  /** Every switch row for the operators, expired ones included (they say when it ended). */
  async list(): Promise<MaintenanceSwitch[]> {
    const rows = await this.db.selectFrom('maintenance_switches').selectAll().orderBy('feature').execute();
    return rows.map(toSwitch);
  }

  async switchOn(feature: MaintenanceFeature, reason: string, until: Date | null, by: string, audit: AuditWriter): Promise<MaintenanceSwitch> {
    const since = this.clock.now();
    const row = await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('maintenance_switches').selectAll().where('feature', '=', feature).executeTakeFirst();
      const saved = await trx
        .insertInto('maintenance_switches')
        .values({ feature, reason, until, since, switched_by: by })
        .onConflict((oc) => oc.column('feature').doUpdateSet({ reason, until, since, switched_by: by }))
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, { action: 'maintenance.on', target: feature, before: before ? toSwitch(before) : null, after: toSwitch(saved), reason });
      return saved;
    });
    this.forget();
    return toSwitch(row);
  }

  /** Switching off a feature that is not switched on is not an error (the operator's wish already holds). */
  async switchOff(feature: MaintenanceFeature, reason: string, audit: AuditWriter): Promise<{ feature: MaintenanceFeature; wasOn: boolean }> {
    const wasOn = await this.db.transaction().execute(async (trx) => {
      const before = await trx.deleteFrom('maintenance_switches').where('feature', '=', feature).returningAll().executeTakeFirst();
      await audit(trx, { action: 'maintenance.off', target: feature, before: before ? toSwitch(before) : null, after: null, reason });
      return before !== undefined;
    });
    this.forget();
    return { feature, wasOn };
  }
}

function toSwitch(r: { feature: string; reason: string; until: Date | null; since: Date; switched_by: string }): MaintenanceSwitch {
  return {
    feature: r.feature as MaintenanceFeature,
    reason: r.reason,
    until: r.until ? new Date(r.until).toISOString() : null,
    since: new Date(r.since).toISOString(),
    by: r.switched_by,
  };
}
