// Hash-route paths, exactly the route names of SPEC §2 (PRODUCT.md: `/#/pages/<route>`).
export const ROUTES = {
  home: '/pages/home/index',
  login: '/pages/login/index',
  my: '/pages/my/index',
  myDetail: '/pages/my/detail/index',
  messageCenter: '/pages/my/message-center/index',
  emailDetail: '/pages/news/email-detail/index',
  /** Not in SPEC §2's table: the feedback form the spec lists under "Message centre (inbox), feedback". */
  feedback: '/pages/my/feedback/index',
  battle: '/pages/record/battle/index',
  roleInfo: '/pages/record/role-info/index',
  vs11Detail: '/pages/record/vs11-detail/index',
  vs22Detail: '/pages/record/vs22-detail/index',
  seasonPerformance: '/pages/record/season-performance/index',
  seasonRole: '/pages/record/season-role/index',
  roleDetail: '/pages/record/role-detail/index',
  /** Not in SPEC §2's table: who the player wins with in 2v2 (issue 17). */
  duoPartners: '/pages/record/duo/index',
  news: '/pages/news/index/index',
  newsDetail: '/pages/news/detail/index',
  newsSearch: '/pages/news/search/index',
  newsGuide: '/pages/news/guide/index',
  poster: '/pages/poster/index',
  share: '/pages/share/index/index',
  webview: '/pages/webview/index',
  competition: '/pages/competition/home/index',
  welfare: '/pages/act/welfare/index',
  paymentCenter: '/pages/act/payment-center/index',
  pointsExchange: '/pages/act/points-exchange/index',
  productDetail: '/pages/act/product-detail/index',
  pointsDetail: '/pages/act/points-detail/index',
  annual: '/pages/act/annual/index',
  characterVote: '/pages/act/character-vote/index',
  lottery: '/pages/lottery/index',
  /** Not in SPEC §2's table: the public status page (issue 16): are the matches in, API speed, queues, incidents. */
  status: '/pages/status/index',
} as const;

/** Opens the home page with the bind sheet up (the answer to a 402). */
export const BIND_ROLE_HREF = `${ROUTES.home}?bind=1`;
