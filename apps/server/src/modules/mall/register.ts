import type { FastifyInstance } from 'fastify';
import { AddressBook } from './address-book.service.ts';
import { MallCatalogue } from './catalogue.service.ts';
import { ExchangeService } from './exchange.service.ts';
import { PointsHistory } from './history.service.ts';
import { mallRoutes } from './mall.routes.ts';
import { MallOrders } from './orders.service.ts';
import { drawRoutes } from './draw/draw.routes.ts';
import { drawViewOf } from './draw/draw-view.ts';
import type { MallDeps } from './mall-deps.ts';

// The points mall's player calls (/api/score/*), wired in one place so app.ts stays a list of areas. Answers the
// catalogue, whose cache the operator calls drop (ops/register.ts).
export async function registerMall(app: FastifyInstance, deps: MallDeps): Promise<{ catalogue: MallCatalogue }> {
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
  return { catalogue };
}
