// Paths of the calls, named as in the spec (PRODUCT.md "Calls"), shared by the server routes and the app fetchers.
export const API = {
  health: '/api/health',
  ready: '/api/ready',
  appConfig: '/api/app-config',
  captchaChallenge: '/api/captcha/challenge',
  roleInfo: '/api/record/h5-role-info',
  codeSend: '/api/record/h5-code-v2',
  login: '/api/record/h5-login-v2',
  userInfo: '/api/record/user-info',
  logout: '/api/record/logout',
  myRoles: '/api/record/my_game_role_list',
  currentRole: '/api/record/current-role',
  selectRole: '/api/record/select-role',
  bindRole: '/api/record/bind-role',
  unbindRole: '/api/record/unbind-role',
  simRoles: '/api/dev/sim/roles',
  simMail: '/api/dev/sim/mail',
} as const;
