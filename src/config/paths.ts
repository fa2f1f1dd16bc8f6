/** Route paths of docs/product.md#screens-and-routes, the only place they are spelled. */
export const paths = {
  home: '/',
  activity: '/activity',
  fanshui: '/fanshui',
  kefu: '/kefu',
  zhanzhu: '/zhanzhu',
  mine: '/mine',
  transRecord: '/transRecord',
  betRecord: '/betRecord',
  message: '/message',
  /** One 站内信 (`?id=`), opened from the inbox. */
  mailDetail: '/mailDetail',
  /** One order of /transRecord (`?no=`). */
  transDetail: '/transDetail',
  /** 意见反馈: the form and the member's feedback with replies. */
  feedback: '/feedback',
  welfare: '/welfare',
  activityRecord: '/activityRecord',
  setting: '/setting',
  login: '/login',
  app: '/app',
  gamePage: '/gamePage',
  userInfo: '/userInfo',
  password: '/password',
  wallet: '/wallet',
  addBankCard: '/addBankCard',
  addUsdtCard: '/addUsdtCard',
  recharge: '/recharge',
  payInfo: '/payInfo',
  withdrawal: '/withdrawal',
  transfer: '/transfer',
  activityInfo: '/activityInfo',
  applyagent: '/applyagent',
  vip: '/vip',
  boutBallBet: '/boutBallBet',
  boutBallBetInfo: '/boutBallBetInfo',
  concise: '/concise',
  hongbao: '/hongbao',
  // the agent centre (members approved as agents)
  agent: '/agent',
  agentCommission: '/agentCommission',
  agentProfit: '/agentProfit',
  agentMembers: '/agentMembers',
  agentSubordinate: '/agentSubordinate',
  agentRecords: '/agentRecords',
  agentAddMember: '/agentAddMember',
  agentRecharge: '/agentRecharge',
  agentFanshui: '/agentFanshui',
} as const;

/** `/login?type=1` (register tab), optionally with a referrer code. */
export function registerPath(pid?: string | null): string {
  const q = new URLSearchParams({ type: '1' });
  if (pid) q.set('pid', pid);
  return `${paths.login}?${q.toString()}`;
}

/** `/login?redirect=<wanted full path>` for the login guard. */
export function loginPathFor(wanted: string): string {
  return `${paths.login}?${new URLSearchParams({ redirect: wanted }).toString()}`;
}
