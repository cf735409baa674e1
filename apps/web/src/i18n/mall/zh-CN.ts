import { mallOrdersZhCN } from './orders/zh-CN.ts';
import { mallShopZhCN } from './shop/zh-CN.ts';

// The mall area's texts in one chunk per language: the shop pages' (catalogue, detail, draw) and the account
// pages' (orders, points detail, address book), kept in two files so each stays small.
export const mallZhCN = { mall: { shop: mallShopZhCN, orders: mallOrdersZhCN } };
