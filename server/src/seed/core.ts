import { DEFAULT_TURNOVER_CREDITS } from '../../../contract/money-limits';
import { hashSecretSync } from '../crypto';
import type { Db } from '../db/database';
import catalog from './catalog.json';
import { promotionContent } from './promotion-terms';

/** Public paths of the generated art (scripts/generate-art.mjs writes the same names). */
export const art = {
  logo: '/assets-demo/logo.svg',
  appIcon: '/assets-demo/app-icon.svg',
  avatar: '/assets-demo/avatar-default.svg',
  banner: (i: number) => `/assets-demo/banner/home-${i}.svg`,
  sponsor: (i: number) => `/assets-demo/sponsor/sponsor-${i}.svg`,
  promo: (i: number) => `/assets-demo/promo/promo-${i}.svg`,
  game: (platform: string) => `/assets-demo/games/${platform}.svg`,
  lobby: (code: string) => `/assets-demo/lobby/${code}.svg`,
  bank: (code: string) => `/assets-demo/banks/${code}.svg`,
  usdt: '/assets-demo/banks/usdt.svg',
  payQr: (kind: string) => `/assets-demo/pay/${kind}.svg`,
};

export const DEMO_MEMBER = {
  username: 'demo888',
  password: 'demo8888',
  payPassword: '123456',
  realname: '张三',
};

export const SITE_TITLE = '星辰体育';

const WELCOME_HTML = `<p style="text-align:center"><strong>欢迎来到${SITE_TITLE}！</strong></p>
<p>${SITE_TITLE}是亚洲领先的综合娱乐平台，提供体育、真人视讯、电竞、棋牌、电子及彩票六大类游戏。</p>
<ul>
<li>新会员首存即享 <strong>100%</strong> 优惠，最高 8888 元；</li>
<li>每日 10:00-12:00 红包雨准时开抢；</li>
<li>7×24 小时在线客服，存取款极速到账。</li>
</ul>
<p style="color:#888">温馨提示：理性娱乐，未满 18 周岁请勿参与。</p>`;

/** Settings every route reads; the operator CLI changes them. Amount-like values are yuan strings. */
export const DEFAULT_SETTINGS: Record<string, string> = {
  title: SITE_TITLE,
  site_logo: art.logo,
  site_state: '1',
  repair_tips: '站点维护中...',
  index_modal: '1',
  webcontent: WELCOME_HTML,
  redpacket_switch: '1',
  ios_download_url: '/demo/app.html',
  visit_url: '',
  service_url: '/demo/kefu.html',
  agent_login_url: '/demo/agent.html',
  app_icon: art.appIcon,
  default_avatar: art.avatar,
  usdt_rate: '7.20',
  withdraw_usdt_rate: '7.30',
  withdraw_fee_erc20: '5.00',
  withdraw_fee_trc20: '1.00',
  // Turnover owed before a withdrawal, as a multiple of each credit that carries it (0 = none).
  withdraw_turnover_multiple: '1',
  // Which credits carry it: deposit, agent_recharge, redpacket, rebate (comma list; '' = none).
  turnover_credits: DEFAULT_TURNOVER_CREDITS,
};

const NOTICES = [
  `热烈庆祝${SITE_TITLE}全新改版上线，更快更稳更安全！`,
  '每日 10:00-12:00 红包雨准时开启，存款越多红包越多，快来参与！',
  '新会员首存即送 100% 彩金，最高可得 8888 元，详情请查看优惠活动。',
  'USDT 存款通道已开通，TRC20 / ERC20 均可使用，到账更快捷。',
  '为保障资金安全，请勿向任何人透露您的登录密码及支付密码。',
  '体育赛事无限返水最高 1.2%，投注即返，无需申请。',
  'AG 旗舰厅全新上线百家乐多台桌，荷官在线 24 小时发牌。',
  '如遇存取款问题，请及时联系 7×24 小时在线客服处理。',
  '系统将于每周二 02:00-04:00 进行例行维护，届时部分游戏暂停服务。',
  'VIP 晋级礼金自动派发，最高 VIP10 可得 88888 元晋级彩金。',
];

/** Inbox messages every member sees, a new one included: general notices only. */
const BROADCAST_TOPICS = [
  ['红包雨活动开启', '<p>今日 10:00-12:00 红包雨已开启，累计存款越多可抢次数越多。</p>'],
  ['系统维护公告', '<p>平台将于本周二 02:00-04:00 进行系统维护，请提前做好资金安排。</p>'],
  [
    '安全提醒',
    '<p>请勿相信任何自称客服的私人联系方式，官方客服仅在本站<strong>在线客服</strong>入口提供服务。</p>',
  ],
  ['USDT 通道升级', '<p>USDT 存款通道完成升级，到账时间缩短至 3 分钟以内。</p>'],
  ['世界杯专题上线', '<p>世界杯专题页面已上线，<em>精彩赛事</em>一网打尽，天天加奖。</p>'],
  ['电子游艺新游上线', '<p>电子游艺新增多款热门游戏，进入<strong>电子</strong>分类即可体验。</p>'],
  ['节假日存取款安排', '<p>节假日期间存取款照常办理，高峰时段到账可能稍有延迟，敬请谅解。</p>'],
  ['优惠活动更新', '<p>本月优惠活动已更新，请前往<strong>优惠活动</strong>页面查看详情并报名参加。</p>'],
  ['客服服务时间', '<p>在线客服 7×24 小时为您服务，如遇存取款问题请及时联系。</p>'],
] as const;

/** The demo member's own messages: they tell of its deposits, rebates and level, so no one else gets them. */
const DEMO_MEMBER_TOPICS = [
  ['欢迎加入', `<p>尊敬的会员，欢迎加入<strong>${SITE_TITLE}</strong>！祝您游戏愉快，好运连连。</p>`],
  ['存款到账通知', '<p>您的存款已成功到账，请前往<strong>会员中心</strong>查看余额。</p>'],
  ['返水已派发', '<p>昨日返水已计算完成，请前往<strong>返水中心</strong>一键领取。</p>'],
  ['VIP 晋级礼金', '<p>恭喜！您已满足晋级条件，晋级礼金将于 24 小时内自动派发。</p>'],
] as const;

const PROMO_MEMO = `<ol>
<li>每位会员、每个手机号、每张银行卡及同一 IP 仅可参加一次；</li>
<li>彩金需完成对应流水后方可提款；</li>
<li>如发现任何套利行为，平台有权取消其优惠资格并扣回彩金；</li>
<li>${SITE_TITLE}保留对本活动的最终解释权。</li>
</ol>`;

const ARTICLES: [number, string, string][] = [
  [
    1,
    '常见问题',
    `<h3>如何注册账号？</h3><p>点击首页的“免费注册”或底部导航右下角的“注册”，按提示填写用户名、密码、真实姓名及支付密码即可。</p>
<h3>存款多久到账？</h3><p>银行卡转账一般 1-5 分钟，USDT 存款一般 3 分钟内到账。</p>
<h3>提款需要满足什么条件？</h3><p>存款需完成 1 倍流水，单笔提款不低于 100 元。</p>
<h3>忘记支付密码怎么办？</h3><p>请联系在线客服核实身份后为您重置。</p>`,
  ],
  [
    2,
    '隐私政策',
    `<p>${SITE_TITLE}高度重视会员隐私。我们仅收集提供服务所必需的信息，并采用加密技术保护您的数据。</p>
<p>未经您的同意，我们不会向任何第三方披露您的个人资料，法律法规另有规定的除外。</p>`,
  ],
  [
    3,
    '免责说明',
    `<p>会员须确保所在地区的法律允许参与线上娱乐。因网络、设备等不可抗力造成的损失，平台不承担责任。</p>
<p>平台保留随时修改、暂停或终止任何活动的权利。</p>`,
  ],
  [
    4,
    '联系我们',
    `<p>如您在使用过程中遇到任何问题，欢迎通过以下方式联系我们：</p>
<ul><li>在线客服：7×24 小时</li><li>客服邮箱：service@xingchen-sports.com</li><li>合作洽谈：partner@xingchen-sports.com</li></ul>`,
  ],
  [
    5,
    '代理加盟',
    `<p>加入${SITE_TITLE}代理计划，零成本创业，佣金最高 <strong>55%</strong>，每周结算。</p>
<p>登录会员中心点击“申请代理”，填写手机号和申请理由，专员将在 24 小时内与您联系。</p>`,
  ],
  [
    7,
    '关于我们',
    `<p>${SITE_TITLE}成立于 2018 年，持有合法运营牌照，为全球华人提供安全、公平、专业的娱乐服务。</p>
<p>我们拥有业界领先的技术团队与风控体系，确保每一笔交易安全可靠。</p>`,
  ],
  [
    8,
    '博彩责任',
    `<p>我们倡导理性娱乐：请设定预算与时间，不要试图追回损失。</p>
<p>未满 18 周岁人士禁止参与。如需暂停账户，请联系在线客服。</p>`,
  ],
];

/** VIP levels VIP1..VIP10 (1-based, new members start at VIP1): names and recharge thresholds in yuan. */
const VIP_NAMES = [
  '普通会员',
  '青铜会员',
  '白银会员',
  '黄金会员',
  '铂金会员',
  '钻石会员',
  '星耀会员',
  '王者会员',
  '至尊会员',
  '传奇会员',
];
const VIP_RECHARGE = [0, 1000, 5000, 20000, 50000, 100000, 300000, 800000, 2000000, 5000000];

const pct = (value: number) => value.toFixed(2);

export function seedCore(db: Db) {
  const setSetting = db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)');
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) setSetting.run(key, value);

  const insertGame = db.prepare(
    `INSERT INTO games (category_id, platform_name, name, game_code, game_type, mobile_img, app_state, sort)
     VALUES (?, ?, ?, ?, '0', ?, ?, ?)`,
  );
  for (const category of catalog.categories) {
    category.venues.forEach((venue, index) => {
      const disabled = 'disabled' in venue && venue.disabled === true;
      insertGame.run(
        category.id,
        venue.platform,
        venue.name,
        venue.code,
        art.game(venue.platform),
        disabled ? 0 : 1,
        index,
      );
    });
  }

  const insertLobby = db.prepare(
    'INSERT INTO lobby_games (platform_name, gamename, gamecode, gamepic, catecode, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const [platform, games] of Object.entries(catalog.lobbies)) {
    // catecode is the platform code that launches the game (getGameUrl plat_name), as in the family.
    games.forEach((game, index) =>
      insertLobby.run(platform, game.name, game.code, art.lobby(game.code), platform, index),
    );
  }

  const insertBanner = db.prepare('INSERT INTO banners (type, src, url, sort) VALUES (?, ?, ?, ?)');
  // Every home banner's art shows 立即参与: each leads somewhere (an in-app path).
  catalog.banners.forEach((banner, i) => insertBanner.run(2, art.banner(i + 1), banner.link, i));
  catalog.sponsors.forEach((_, i) => insertBanner.run(3, art.sponsor(i + 1), null, i));

  const insertNotice = db.prepare(
    "INSERT INTO notices (content, sort, created_at) VALUES (?, ?, datetime('now', '+8 hours', ?))",
  );
  NOTICES.forEach((content, i) => insertNotice.run(content, i, `-${i} days`));

  const insertMessage = db.prepare(
    "INSERT INTO messages (user_id, title, content, created_at) VALUES (?, ?, ?, datetime('now', '+8 hours', ?))",
  );
  for (let i = 0; i < 27; i++) {
    const [title, content] = BROADCAST_TOPICS[i % BROADCAST_TOPICS.length]!;
    const round = Math.floor(i / BROADCAST_TOPICS.length);
    insertMessage.run(
      null,
      round === 0 ? title : `${title}（第${round + 1}期）`,
      content,
      `-${i * 17 + 3} hours`,
    );
  }

  const insertType = db.prepare('INSERT INTO activity_types (id, name, sort) VALUES (?, ?, ?)');
  catalog.promotionTypes.forEach((type, i) => insertType.run(type.id, type.name, i));
  const insertActivity = db.prepare(
    'INSERT INTO activities (id, type_id, title, banner, content, memo, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  catalog.promotions.forEach((promo, i) =>
    insertActivity.run(
      i + 1,
      promo.type,
      promo.title,
      art.promo(i + 1),
      promotionContent(SITE_TITLE, promo.title, promo.tag),
      PROMO_MEMO,
      i,
    ),
  );

  const insertVip = db.prepare(
    `INSERT INTO vip_levels (level, vipname, recharge_cents, flow_cents, realperson, sport, e_sport, joker, electron, lottery, fish)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  VIP_NAMES.forEach((name, index) => {
    const level = index + 1;
    const recharge = VIP_RECHARGE[index]!;
    const base = 0.4 + index * 0.1;
    insertVip.run(
      level,
      `VIP${level} ${name}`,
      recharge * 100,
      recharge * 5 * 100,
      pct(base),
      pct(base + 0.2),
      pct(base + 0.1),
      pct(base + 0.15),
      pct(base + 0.3),
      pct(base - 0.1),
      pct(base + 0.25),
    );
  });

  const insertArticle = db.prepare('INSERT INTO articles (type, name, content) VALUES (?, ?, ?)');
  for (const [type, name, content] of ARTICLES) insertArticle.run(type, name, content);

  const demo = db
    .prepare(
      `INSERT INTO users (username, password_hash, pay_password_hash, realname, birthday, email, mobile,
                          balance_cents, paysum_cents, vip, isagent, transferstatus, created_at)
       VALUES (?, ?, ?, ?, '1990-06-18', 'demo888@xingchen-mail.com', '13800138000', 888800, 1520000, 2, 0, 0,
               datetime('now', '+8 hours', '-60 days'))`,
    )
    .run(
      DEMO_MEMBER.username,
      hashSecretSync(DEMO_MEMBER.password),
      hashSecretSync(DEMO_MEMBER.payPassword),
      DEMO_MEMBER.realname,
    );
  const demoId = Number(demo.lastInsertRowid);

  insertMessage.run(
    demoId,
    '专属客服已为您服务',
    '<p>尊敬的 demo888，您的专属客服经理已上线，如有需要请随时联系在线客服。</p>',
    '-1 hours',
  );
  DEMO_MEMBER_TOPICS.forEach(([title, content], i) =>
    insertMessage.run(demoId, title, content, `-${i * 29 + 11} hours`),
  );

  const insertApplication = db.prepare(
    "INSERT INTO activity_applications (user_id, activity_id, state, created_at) VALUES (?, ?, ?, datetime('now', '+8 hours', ?))",
  );
  insertApplication.run(demoId, 1, 2, '-20 days');
  insertApplication.run(demoId, 3, 3, '-9 days');
  insertApplication.run(demoId, 5, 1, '-1 days');
}
