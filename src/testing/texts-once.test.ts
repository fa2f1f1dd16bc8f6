import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesUnder, isSource } from './source-files';

/*
 * Every text a screen shows is written once, in its feature's texts (docs/architecture.md, "Exact
 * texts, once"): `src/config/messages.ts` for texts several places share, a feature's `model.ts`
 * (the agent centre's `centre-model.ts`), the record filters' labels in `src/lib/record-dates.ts`,
 * and the rules' messages in `contract/`. This finds Chinese written anywhere else in src/.
 */
const TEXTS_FILES =
  /^src\/(config\/messages\.ts|features\/[^/]+\/(model|centre-model)\.ts|lib\/record-dates\.ts)$/;

/**
 * The files that still write some of their texts in place, as they were when this test came: an
 * explicit list that only shrinks. Move a file's texts into its feature's texts, then take it off
 * the list (the second test says when a file no longer needs to be here). Never add a file.
 */
const NOT_YET_MOVED: readonly string[] = [
  'src/app/layouts/app-header.tsx',
  'src/app/layouts/tab-bar.tsx',
  'src/app/update-bar.tsx',
  'src/components/add-to-home.tsx',
  'src/components/carousel.tsx',
  'src/components/copy-button.tsx',
  'src/components/filter-popup.tsx',
  'src/components/form-row.tsx',
  'src/components/money.tsx',
  'src/components/page-nav.tsx',
  'src/components/text-input.tsx',
  'src/components/venue-date-filters.tsx',
  'src/core/nav/footer-nav.tsx',
  'src/core/wallets/bank-card-rows.tsx',
  'src/core/wallets/bank-select-row.tsx',
  'src/core/wallets/venue-filter.ts',
  'src/features/agent/components/range-filter.tsx',
  'src/features/agent/components/team-row.tsx',
  'src/features/agent/routes/agent-add-member.tsx',
  'src/features/agent/routes/agent-commission.tsx',
  'src/features/agent/routes/agent-fanshui.tsx',
  'src/features/agent/routes/agent-members.tsx',
  'src/features/agent/routes/agent-profit.tsx',
  'src/features/agent/routes/agent-recharge.tsx',
  'src/features/agent/routes/agent-records.tsx',
  'src/features/agent/routes/agent-subordinate.tsx',
  'src/features/agent/routes/agent.tsx',
  'src/features/agent/testing/agent-centre-screens.tsx',
  'src/features/auth/components/auth-fields.tsx',
  'src/features/auth/components/captcha-image.tsx',
  'src/features/auth/components/login-hero.tsx',
  'src/features/auth/components/login-mode-tabs.tsx',
  'src/features/auth/components/register-fields.tsx',
  'src/features/auth/components/terms-sheet.tsx',
  'src/features/auth/routes/login.tsx',
  'src/features/deposit/payment-order.ts',
  'src/features/deposit/routes/pay-info.tsx',
  'src/features/deposit/routes/recharge.tsx',
  'src/features/games/routes/concise.tsx',
  'src/features/games/routes/game-page.tsx',
  'src/features/home/components/banner-carousel.tsx',
  'src/features/home/components/download-strip.tsx',
  'src/features/home/components/game-tabs.tsx',
  'src/features/home/components/member-panel-parts.tsx',
  'src/features/home/components/member-panel.tsx',
  'src/features/home/components/notices-popup.tsx',
  'src/features/home/components/notices.tsx',
  'src/features/home/components/red-packet-float.tsx',
  'src/features/home/components/side-menu.tsx',
  'src/features/home/components/venue-tile.tsx',
  'src/features/home/components/welcome-dialog.tsx',
  'src/features/home/routes/home.tsx',
  'src/features/hongbao/routes/hongbao.tsx',
  'src/features/member/routes/mine.tsx',
  'src/features/profile/routes/password.tsx',
  'src/features/profile/routes/setting.tsx',
  'src/features/service/routes/app.tsx',
  'src/features/sponsor/routes/zhanzhu.tsx',
  'src/features/transfer/components/wallet-picker.tsx',
  'src/features/vip/routes/vip.tsx',
  'src/features/wallet/components/binding-list.tsx',
  'src/features/wallet/components/pay-password-row.tsx',
  'src/features/wallet/components/usdt-form.tsx',
  'src/features/wallet/components/wallet-overview.tsx',
  'src/features/withdrawal/routes/withdrawal.tsx',
];

/** The source without its comments: a comment may quote a text it explains. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const CHINESE = /[\u4e00-\u9fff]/;
const writesChinese = (path: string) => CHINESE.test(withoutComments(readFileSync(path, 'utf8')));

const sources = filesUnder('src', (name) => isSource(name)).filter(
  (path) => !path.startsWith('src/testing/'),
);

describe('texts are written once, in the texts files', () => {
  it('no other file in src/ writes a Chinese text', () => {
    const offenders = sources.filter(
      (path) => !TEXTS_FILES.test(path) && !NOT_YET_MOVED.includes(path) && writesChinese(path),
    );
    expect(offenders).toEqual([]);
  });

  it('the list of files not yet moved names only files that still write Chinese', () => {
    const clean = NOT_YET_MOVED.filter((path) => !sources.includes(path) || !writesChinese(path));
    expect(clean).toEqual([]);
  });

  it('sees a text and ignores a comment', () => {
    expect(CHINESE.test(withoutComments("const a = '加载中';"))).toBe(true);
    expect(CHINESE.test(withoutComments('<p>有效投注</p>'))).toBe(true);
    expect(CHINESE.test(withoutComments('// 有效投注\n/* 订单不存在 */ const a = 1;'))).toBe(false);
    expect(CHINESE.test(withoutComments("const url = 'https://x/y'; // 说明"))).toBe(false);
  });
});
