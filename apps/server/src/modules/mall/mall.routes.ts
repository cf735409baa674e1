import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@mecha/shared/api-paths';
import { isEdition, type EditionCode } from '@mecha/shared/editions';
import {
  addressDeleteBody, addressListData, addressSaveBody, historyData, historyQuery, mallOrderSchema, orderBody, orderData, orderModifyBody, orderRecordData,
  orderRecordQuery, productDetailData, productDetailQuery, productListData, productListQuery, scoreMeData,
} from '@mecha/shared/mall/api';
import { requestEdition } from '../../platform/edition.ts';
import { responses } from '../../platform/envelope.ts';
import { limit } from '../../platform/rate-limit.ts';
import { authGuards, currentAccount, userInfoOf } from '../account/auth-guard.ts';
import type { AddressBook } from './address-book.service.ts';
import type { MallCatalogue } from './catalogue.service.ts';
import type { ExchangeService } from './exchange.service.ts';
import type { PointsHistory } from './history.service.ts';
import type { MallOrders } from './orders.service.ts';
import type { MallDeps } from './mall-deps.ts';

const tags = ['mall'];
const security = [{ bearer: [] }];

export interface MallServices {
  catalogue: MallCatalogue;
  exchange: ExchangeService;
  orders: MallOrders;
  book: AddressBook;
  points: PointsHistory;
}

// The player's points mall (PRODUCT.md "Points mall in detail"). Reading the catalogue is open to visitors (the
// edition the page speaks for); everything else needs a logged-in account with a bound role, whose selected role's
// edition decides which products it sees and may exchange.
export function mallRoutes(deps: MallDeps, s: MallServices) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const { requireRole, optionalLogin } = authGuards(deps.sessions, deps.accounts);
    const perAccount = (name: string, max: number) => limit(app, { name, max, windowMs: 60_000, key: (req) => req.account?.yfyUid, error: 'mallTooFrequent' });
    const exchangeLimit = perAccount('mall-exchange', deps.exchangesPerMinute);
    const writeLimit = perAccount('mall-write', 60);
    const yfy = (req: FastifyRequest) => currentAccount(req).yfyUid;

    /** The selected role's edition when there is one (a visitor's: the page's, X-Game-Code or its language). */
    const editionOf = async (req: FastifyRequest): Promise<EditionCode> => {
      const roleId = req.account ? (req.account.roleId ?? (await userInfoOf(deps.accounts, req)).role_id) : null;
      const role = roleId ? await deps.roles.lookup(roleId) : null;
      return role && isEdition(role.edition) ? role.edition : requestEdition(req);
    };

    app.get(API.scoreMe, {
      schema: { tags, security, summary: "The account's points balance, whether it ever had points, and a suspension in force", response: responses(scoreMeData) },
      preValidation: [requireRole],
      handler: async (req, reply) => reply.ok(await s.points.me(yfy(req))),
    });

    app.get(API.scoreProduct, {
      schema: { tags, summary: "Categories and product cards of the edition (the selected role's when logged in), with this account's limit use", querystring: productListQuery, response: responses(productListData) },
      preValidation: [optionalLogin],
      handler: async (req, reply) => reply.ok(await s.catalogue.list(await editionOf(req), req.account?.yfyUid ?? null, req.query, req.lang)),
    });

    app.get(API.scoreProductDetail, {
      schema: { tags, summary: 'One product: pictures, description, regions shipped to, and for a draw drop its entrants and odds', querystring: productDetailQuery, response: responses(productDetailData) },
      preValidation: [optionalLogin],
      handler: async (req, reply) => reply.ok(await s.catalogue.detail(await editionOf(req), req.account?.yfyUid ?? null, req.query.id, req.lang)),
    });

    app.post(API.scoreOrder, {
      schema: { tags, security, summary: 'Exchange points for one unit of a race drop, shipped to a saved or typed address', body: orderBody, response: responses(orderData) },
      preValidation: [requireRole],
      preHandler: [exchangeLimit],
      handler: async (req, reply) => reply.ok(await s.exchange.order(yfy(req), currentAccount(req).roleId as string, await editionOf(req), req.body)),
    });

    app.get(API.scoreOrderRecord, {
      schema: { tags, security, summary: "The account's mall orders, newest first (or one by id)", querystring: orderRecordQuery, response: responses(orderRecordData) },
      preValidation: [requireRole],
      handler: async (req, reply) => reply.ok(await s.orders.record(yfy(req), req.query, req.lang)),
    });

    app.post(API.scoreOrderModify, {
      schema: { tags, security, summary: "Change an order's address while it awaits shipment", body: orderModifyBody, response: responses(mallOrderSchema) },
      preValidation: [requireRole],
      preHandler: [writeLimit],
      handler: async (req, reply) => reply.ok(await s.orders.modify(yfy(req), req.body, req.lang)),
    });

    app.get(API.scoreHistory, {
      schema: { tags, security, summary: 'Points ledger of the account, newest first, with what each entry was for', querystring: historyQuery, response: responses(historyData) },
      preValidation: [requireRole],
      handler: async (req, reply) => reply.ok(await s.points.history(yfy(req), req.query.page, req.query.size, req.lang)),
    });

    app.get(API.scoreAddressList, {
      schema: { tags, security, summary: "The account's address book (default first)", response: responses(addressListData) },
      preValidation: [requireRole],
      handler: async (req, reply) => reply.ok(await s.book.list(yfy(req))),
    });

    app.post(API.scoreAddressSave, {
      schema: { tags, security, summary: 'Add an address (no id) or replace one; answers the book', body: addressSaveBody, response: responses(addressListData) },
      preValidation: [requireRole],
      preHandler: [writeLimit],
      handler: async (req, reply) => reply.ok(await s.book.save(yfy(req), req.body)),
    });

    app.post(API.scoreAddressDelete, {
      schema: { tags, security, summary: 'Delete an address from the book; answers the book', body: addressDeleteBody, response: responses(addressListData) },
      preValidation: [requireRole],
      preHandler: [writeLimit],
      handler: async (req, reply) => reply.ok(await s.book.delete(yfy(req), req.body.id)),
    });
  };
}
