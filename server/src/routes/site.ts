import { siteTurnoverMultiple } from '../repositories/turnover';
import type { Hono } from 'hono';
import { allCalls as calls } from '../../../contract/all-calls';
import { Code } from '../../../contract/envelope';
import { defineRoute, type RouteDeps } from '../http/define-route';
import { fail } from '../http/business-error';
import { absoluteUrl, requestOrigin } from '../http/origin';
import { formatCents } from '../../../contract/money';
import {
  findArticle,
  listBanners,
  listGames,
  listLobbyGames,
  listNoticeTexts,
  listVipLevels,
} from '../repositories/content';
import { getSetting, getSettings } from '../repositories/settings';
import { DEFAULT_SETTINGS } from '../seed/core';

/** Start-up and site content: settings, games, banners, notices, articles, VIP table, service URLs. */
export function registerSiteRoutes(api: Hono, deps: RouteDeps) {
  const { db } = deps;

  // Nothing configured is "no data", not a 200 with an empty url: the family's clients open
  // `url + 'register?pid=…'` on any 200, which with '' lands inside the app instead of staying put.
  defineRoute(api, deps, calls.getVisitUrl, () => {
    const url = getSetting(db, 'visit_url');
    return url ? { data: { url } } : fail('暂无数据', Code.noData);
  });

  // Every row with its app_state: the client filters to app_state 1 and splits by category.
  // `category_id` is the family's spelling; empty = every category.
  defineRoute(api, deps, calls.gameList, ({ input }) => ({
    data: listGames(db, input.category || input.category_id || undefined),
  }));

  defineRoute(api, deps, calls.app, ({ c }) => {
    const s = getSettings(db);
    const download = s.ios_download_url ? absoluteUrl(c, s.ios_download_url) : '';
    return {
      data: {
        title: s.title ?? '',
        site_logo: s.site_logo ?? '',
        site_state: Number(s.site_state ?? 1),
        index_modal: Number(s.index_modal ?? 0),
        webcontent: s.webcontent ?? '',
        redpacket_switch: Number(s.redpacket_switch ?? 0),
        ios_download_url: s.ios_download_url ?? '',
        // The permanent address: the h5_url setting, else the origin this request reached us on.
        h5_url: s.h5_url ? absoluteUrl(c, s.h5_url) : `${requestOrigin(c)}/`,
        ios_download_qrcode: download
          ? `${requestOrigin(c)}/qrcode?text=${encodeURIComponent(download)}`
          : '',
        // Databases seeded before the setting existed fall back to the default.
        repair_tips: s.repair_tips || DEFAULT_SETTINGS.repair_tips,
        withdraw_turnover_multiple: siteTurnoverMultiple(db),
      },
    };
  });

  // `pic` and `src` carry the same URL: the family's clients read either.
  defineRoute(api, deps, calls.bannerList, ({ input }) => ({
    data: listBanners(db, input.type).map((banner) => ({
      src: banner.src,
      pic: banner.src,
      url: banner.url,
    })),
  }));

  defineRoute(api, deps, calls.homenotice, () => ({ data: listNoticeTexts(db) }));

  defineRoute(api, deps, calls.getservicerurl, ({ c }) => ({
    data: { url: absoluteUrl(c, getSetting(db, 'service_url') || '/demo/kefu.html') },
  }));

  defineRoute(api, deps, calls.getAgentLoginUrl, ({ c }) => ({
    data: { url: absoluteUrl(c, getSetting(db, 'agent_login_url') || '/demo/agent.html') },
  }));

  defineRoute(api, deps, calls.article, ({ input }) => {
    const article = findArticle(db, input.type);
    return article ? { data: article } : fail('暂无数据', Code.noData);
  });

  defineRoute(api, deps, calls.gamelistBycode, ({ input }) => ({
    data: listLobbyGames(db, input.platform_name),
  }));

  defineRoute(api, deps, calls.uservip, () => ({
    data: listVipLevels(db).map((level) => ({
      vipname: level.vipname,
      recharge: formatCents(level.recharge_cents),
      flow: formatCents(level.flow_cents),
      realperson: level.realperson,
      sport: level.sport,
      e_sport: level.e_sport,
      joker: level.joker,
      electron: level.electron,
      lottery: level.lottery,
      fish: level.fish,
    })),
  }));
}
