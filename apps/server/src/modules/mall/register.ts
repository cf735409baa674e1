import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AccountService } from '../account/account.service.ts';
import type { RoleDirectory } from '../account/role-directory.ts';
import type { SessionService } from '../account/session.service.ts';
import { AddressBook } from './address-book.service.ts';
import { MallCatalogue } from './catalogue.service.ts';
import { ExchangeService } from './exchange.service.ts';
import { PointsHistory } from './history.service.ts';
import { mallRoutes } from './mall.routes.ts';
import { MallOrders } from './orders.service.ts';
import { drawRoutes } from './draw/draw.routes.ts';
import { drawViewOf } from './draw/draw-view.ts';

export interface MallDeps {
  db: Db;
  clock: Clock;
  roles: RoleDirectory;
  accounts: AccountService;
  sessions: SessionService;
  /** Exchanges (and draw entries) one account may make per minute before "too frequent". */
  exchangesPerMinute: number;
}

// The points mall's player calls (/api/score/*), wired in one place so app.ts stays a list of areas.
export async function registerMall(app: FastifyInstance, deps: MallDeps): Promise<void> {
  const { db, clock } = deps;
  const catalogue = new MallCatalogue(db, clock, drawViewOf);
  await app.register(
    mallRoutes(deps, {
      catalogue,
      exchange: new ExchangeService(db, clock, deps.roles),
      orders: new MallOrders(db, clock),
      book: new AddressBook(db, clock),
      points: new PointsHistory(db, clock),
    }),
  );
  await app.register(drawRoutes(deps));
}
