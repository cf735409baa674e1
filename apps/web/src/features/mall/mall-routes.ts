// The mall's pages beyond SPEC §2's three (points-exchange, product-detail, points-detail): the order record and
// the address book, named in the spec's style.
export const MALL_ROUTES = {
  pointsOrder: '/pages/act/points-order/index',
  addressBook: '/pages/act/address-book/index',
} as const;
