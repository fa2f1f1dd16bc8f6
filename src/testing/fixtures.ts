import { allCalls } from '@contract/all-calls';
import type { AppInfo, Game, UserInfo } from '@contract/entities';

/** Contract-shaped demo data for component tests. */
export const fixtures = {
  calls: allCalls,
  appInfo: {
    title: '测试站点',
    site_logo: null,
    site_state: 1,
    index_modal: 0,
    webcontent: '',
    redpacket_switch: 1,
    ios_download_url: 'https://download.example/app',
  } satisfies AppInfo,
  user: {
    username: 'demo123',
    realname: '张三',
    avatar: null,
    birthday: '1990-01-01',
    email: 'demo@example.com',
    mobile: '13800000000',
    balance: '1234.50',
    usdtrate: '7.2',
    vip: 2,
    current_vip: 'VIP2',
    gameblance: '0.00',
    joinday: 30,
    paysum: '5000',
    isagent: 0,
    transferstatus: 1,
    withdrawcashfee: '5',
    withdrawfeeusdttrc: '1',
    withdrawusdtrate: '7.1',
  } satisfies UserInfo,
  games: [
    {
      category_id: 'sport',
      app_state: 1,
      platform_name: 'ob',
      game_code: 'obty',
      name: 'OB体育',
      mobile_img: null,
    },
    {
      category_id: 'realbet',
      app_state: 1,
      platform_name: 'ag',
      game_code: 'agzr',
      name: 'AG真人',
      mobile_img: null,
    },
    {
      category_id: 'realbet',
      app_state: 0,
      platform_name: 'bg',
      game_code: 'bgzr',
      name: 'BG真人',
      mobile_img: null,
    },
  ] satisfies Game[],
};
