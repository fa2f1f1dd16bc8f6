/**
 * Each demo promotion's own terms, by title: a first-deposit match reads differently from a sign-up
 * bonus or a rebate, and a page that showed the same deposit table under every title would
 * contradict its own headline.
 */
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<table style="width:100%;border-collapse:collapse;text-align:center" border="1">
<tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr>
${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n')}
</table>`;

const TERMS: Record<string, string> = {
  新会员首存送100: `${table(
    ['首存金额', '赠送比例', '最高彩金', '流水要求'],
    [['100 元以上', '100%', '8888 元', '15 倍']],
  )}
<p>注册后首笔存款审核通过即可报名，彩金在审核通过后 24 小时内派发至您的主账户。</p>`,
  注册即送体验金: `${table(['条件', '体验金', '流水要求'], [['完成注册并绑定银行卡', '18 元', '10 倍']])}
<p>体验金自动派发，无需存款；提款前须至少存款 100 元一次。</p>`,
  每日首存加赠10: `${table(
    ['当日首存', '加赠比例', '每日上限', '流水要求'],
    [['100 元以上', '10%', '1888 元', '5 倍']],
  )}
<p>每天北京时间 00:00 重置，仅当日第一笔存款可参加。</p>`,
  USDT存款额外1: `${table(
    ['存款方式', '额外赠送', '单笔上限', '流水要求'],
    [
      ['USDT-TRC20', '1.5%', '888 元', '1 倍'],
      ['USDT-ERC20', '1.5%', '888 元', '1 倍'],
    ],
  )}
<p>额外彩金按到账金额计算，随存款审核一并派发。</p>`,
  体育无限返水1: `${table(
    ['VIP等级', '体育返水比例'],
    [
      ['VIP1-VIP3', '0.8%'],
      ['VIP4-VIP6', '1.0%'],
      ['VIP7-VIP10', '1.2%'],
    ],
  )}
<p>返水按有效投注计算，无上限，次日在返水中心一键领取，1 倍流水即可提款。</p>`,
  电子周周返水: `${table(
    ['周有效投注', '返水比例'],
    [
      ['1 万元以上', '0.6%'],
      ['10 万元以上', '0.8%'],
      ['50 万元以上', '1.0%'],
    ],
  )}
<p>每周一统计上周电子游戏投注，周二派发，1 倍流水即可提款。</p>`,
  VIP晋级礼金: `${table(
    ['晋级至', '晋级礼金'],
    [
      ['VIP2', '18 元'],
      ['VIP3', '58 元'],
      ['VIP5', '588 元'],
      ['VIP10', '88888 元'],
    ],
  )}
<p>累计存款与流水同时达标即自动晋级，礼金 24 小时内派发，无需流水。</p>`,
  生日豪礼大派送: `${table(
    ['VIP等级', '生日礼金'],
    [
      ['VIP2-VIP4', '88 元'],
      ['VIP5-VIP7', '588 元'],
      ['VIP8-VIP10', '1888 元'],
    ],
  )}
<p>须在会员资料中填写出生日期，生日当月报名，1 倍流水即可提款。</p>`,
};

/** The detail screen shows the title above the content, so the content does not repeat it. */
export function promotionContent(siteTitle: string, title: string, tag: string): string {
  const key = Object.keys(TERMS).find((prefix) => title.startsWith(prefix));
  if (!key) throw new Error(`no terms written for the promotion ${title}`);
  return `<p><strong>活动对象：</strong>${siteTitle}全体会员（${tag}）</p>
<p><strong>活动时间：</strong>即日起至另行通知</p>
${TERMS[key]}`;
}
