import { mallOrdersEn } from './orders/en.ts';
import { mallShopEn } from './shop/en.ts';

// The mall area's texts in one chunk per language: the shop pages' (catalogue, detail, draw) and the account
// pages' (orders, points detail, address book), kept in two files so each stays small.
export const mallEn = { mall: { shop: mallShopEn, orders: mallOrdersEn } };
export type MallMessages = typeof mallEn;
