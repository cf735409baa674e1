import type { OperatorAuth } from '../../../platform/operator-context.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { operatorGuard } from '../../../platform/operator-guard.ts';
import { CompBracketOps } from './bracket-ops.ts';
import { competitionOpsRoutes } from './ops.routes.ts';
import { CompTeamsOps } from './teams-ops.ts';
import { CompTournamentsOps } from './tournaments-ops.ts';

export interface CompetitionOpsDeps {
  db: Db;
  clock: Clock;
  operatorAuth: OperatorAuth;
}

// The tournament's operator calls (/api/ops/competition/*) behind the operator guard; cli/competition-commands.ts
// calls them (docs/decisions/0041-tournament-operators-and-seed.md).
export async function registerCompetitionOps(app: FastifyInstance, deps: CompetitionOpsDeps): Promise<void> {
  const { db, clock } = deps;
  const ops = { tournaments: new CompTournamentsOps(db, clock), teams: new CompTeamsOps(db, clock), bracket: new CompBracketOps(db, clock) };
  await app.register(competitionOpsRoutes(ops, operatorGuard(deps.operatorAuth)));
}
