/** Fixed texts of docs/product.md#errors-and-fixed-texts shared by several places; each appears literally once. */
export const messages = {
  pleaseLogin: '请登录！',
  redPacketClosed: '红包已关闭',
  alreadyHere: '已在当前页面！',
  copied: '复制成功！',
  maintenance: '站点维护中...',
  confirmLogout: '您确定要退出登录吗?',
  sessionExpired: '登录已过期，请重新登录',
  serverError: '服务器异常，请稍后再试',
  badData: '数据格式错误，请稍后再试',
  loading: '加载中…',
  empty: '空空如也',
  noMore: '没有更多了',
  loadFailed: '加载失败',
  retry: '重试',
  back: '返回上一页',
  somethingWrong: '页面出错了',
  ok: '确定',
  cancel: '取消',
  tip: '温馨提示',
  // A tap while offline (nothing sent), or an action with no answer.
  offline: '网络异常，请检查网络后重试',
  // A screen or list that could not load while offline.
  networkDown: '网络异常',
  // A money request sent with no answer: it may or may not have been carried out.
  outcomeUnknown: '网络异常，提交结果未知，请先查看交易记录再重试',
  viewRecords: '查看交易记录',
  gotIt: '知道了',
  // The bet records' total and the agent centre's figures.
  validBet: '有效投注',
} as const;
