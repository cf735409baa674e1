import { mallOrdersJa } from './orders/ja.ts';
import { mallShopJa } from './shop/ja.ts';

// The mall area's texts in one chunk per language: the shop pages' (catalogue, detail, draw) and the account
// pages' (orders, points detail, address book), kept in two files so each stays small.
export const mallJa = { mall: { shop: mallShopJa, orders: mallOrdersJa } };
