import { mallOrdersZhHK } from './orders/zh-HK.ts';
import { mallShopZhHK } from './shop/zh-HK.ts';

// The mall area's texts in one chunk per language: the shop pages' (catalogue, detail, draw) and the account
// pages' (orders, points detail, address book), kept in two files so each stays small.
export const mallZhHK = { mall: { shop: mallShopZhHK, orders: mallOrdersZhHK } };
