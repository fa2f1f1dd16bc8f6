import type { Context } from 'hono';

/**
 * Every answer of the family is HTTP 200 with `{code, message, data}`, an unknown or expired token
 * included (`code: 401`, HTTP 200: the decision of issue 8; the client treats both alike).
 */
export const envelope = (c: Context, code: number, message: string, data: unknown = null) =>
  c.json({ code, message, data }, 200);

export const MESSAGES = {
  ok: '操作成功',
  unauthorized: '登录已失效，请重新登录',
  badJson: '请求格式错误',
  badRequest: '请求参数错误',
  tooLarge: '请求内容过大',
  notFound: '接口不存在',
  serverError: '服务器异常，请稍后再试',
} as const;
