import type { Selectable } from 'kysely';
import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import type { IncidentCreateBody, IncidentOps, IncidentTexts, IncidentUpdateBody, IncidentView } from '@mecha/shared/status/api';
import type { Db } from '../../db/client.ts';
import type { StatusIncidentsTable } from '../../db/tables/operations.ts';
import type { AuditWriter } from '../../platform/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';

/** How long a resolved incident stays on the public page. */
const SHOWN_AFTER_RESOLVED_MS = 7 * 86_400_000;

type Row = Selectable<StatusIncidentsTable>;

// Incidents operators post on the status page (decision 0191): written in any of the four languages, read in the
// player's, else the nearest one written (en, then zh-CN, then any).
export class IncidentsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly onChange: () => void = () => {},
  ) {}

  async forPlayers(lang: Language): Promise<IncidentView[]> {
    const since = new Date(this.clock.now().getTime() - SHOWN_AFTER_RESOLVED_MS);
    const rows = await this.db
      .selectFrom('status_incidents')
      .selectAll()
      .where((eb) => eb.or([eb('resolved_at', 'is', null), eb('resolved_at', '>=', since)]))
      .orderBy((eb) => eb.case().when('resolved_at', 'is', null).then(0).else(1).end())
      .orderBy('started_at', 'desc')
      .limit(50)
      .execute();
    return rows.map((r) => {
      const text = textIn(r.texts, lang);
      return { id: r.id, severity: r.severity, title: text.title, body: text.body, startedAt: iso(r.started_at), resolvedAt: r.resolved_at ? iso(r.resolved_at) : null, updatedAt: iso(r.updated_at) };
    });
  }

  async list(): Promise<IncidentOps[]> {
    const rows = await this.db.selectFrom('status_incidents').selectAll().orderBy('id', 'desc').limit(200).execute();
    return rows.map(toOps);
  }

  async create(body: IncidentCreateBody, by: string, audit: AuditWriter): Promise<IncidentOps> {
    const at = this.clock.now();
    const row = await this.db.transaction().execute(async (trx) => {
      const saved = await trx
        .insertInto('status_incidents')
        .values({ severity: body.severity, texts: JSON.stringify(written(body.texts)) as never, started_at: at, updated_at: at, created_by: by })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, { action: 'status.incident.create', target: String(saved.id), before: null, after: toOps(saved), reason: null });
      return saved;
    });
    this.onChange();
    return toOps(row);
  }

  async update(body: IncidentUpdateBody, audit: AuditWriter): Promise<IncidentOps> {
    const at = this.clock.now();
    const row = await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('status_incidents').selectAll().where('id', '=', body.id).forUpdate().executeTakeFirst();
      if (!before) throw new AppError('notFound');
      const saved = await trx
        .updateTable('status_incidents')
        .set({
          updated_at: at,
          ...(body.severity ? { severity: body.severity } : {}),
          ...(body.texts ? { texts: JSON.stringify(written(body.texts)) as never } : {}),
          // Resolving twice keeps the first time; reopening clears it.
          ...(body.resolved === true && !before.resolved_at ? { resolved_at: at } : {}),
          ...(body.resolved === false ? { resolved_at: null } : {}),
        })
        .where('id', '=', body.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, { action: body.resolved ? 'status.incident.resolve' : 'status.incident.update', target: String(body.id), before: toOps(before), after: toOps(saved), reason: null });
      return saved;
    });
    this.onChange();
    return toOps(row);
  }
}

const iso = (d: Date | string) => new Date(d).toISOString();

function written(texts: IncidentTexts): Record<string, { title: string; body: string }> {
  return Object.fromEntries(Object.entries(texts).filter(([, t]) => t)) as Record<string, { title: string; body: string }>;
}

function textIn(texts: Row['texts'], lang: Language): { title: string; body: string } {
  for (const l of [lang, 'en', 'zh-CN', ...LANGUAGES] as const) if (texts[l]) return texts[l];
  return Object.values(texts)[0] ?? { title: '', body: '' };
}

function toOps(r: Row): IncidentOps {
  return { id: r.id, severity: r.severity, texts: r.texts, startedAt: iso(r.started_at), resolvedAt: r.resolved_at ? iso(r.resolved_at) : null, updatedAt: iso(r.updated_at), by: r.created_by };
}
