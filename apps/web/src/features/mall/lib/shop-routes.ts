import { ROUTES } from '../../../lib/routes.ts';
import { MALL_ROUTES } from '../mall-routes.ts';

// Links the shop pages make: a product's detail, one order in the order record.
export const productHref = (id: string) => `${ROUTES.productDetail}?id=${encodeURIComponent(id)}`;
export const orderHref = (id: string) => `${MALL_ROUTES.pointsOrder}?id=${encodeURIComponent(id)}`;
