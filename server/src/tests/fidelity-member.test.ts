/**
 * The original Vue client of this API family against this server (testing/original-client.ts):
 * the member's fields: password changes, user and app fields, 1-based VIP levels.
 */
import { describe, expect, it } from 'vitest';
import { approveDeposit } from '../repositories/deposits';
import { setSetting } from '../repositories/settings';
import { freshAppPerTest, registerBody, fundedMember, settledBet } from '../testing/helper';
import { originalClient, originalVip } from '../testing/original-client';

const t = freshAppPerTest();
const { post, loginPc } = originalClient(() => t);

describe('4. password change without newpasword', () => {
  it('editPassword {password, paypassword} changes the login password', async () => {
    const body = registerBody();
    expect((await post('/api/register', body)).code).toBe(200);
    const token = await loginPc(body.name, body.password);
    const res = await post('/api/editPassword', { paypassword: 'newpass99', password: body.password }, token);
    expect(res).toMatchObject({ status: 200, code: 200 });
    expect((await post('/api/login_pc', { name: body.name, password: 'newpass99', code: 'AB12' })).code).toBe(
      200,
    );
  });

  it('editPayPassword {password: old pay password, paypassword: new} changes the payment password', async () => {
    const body = registerBody();
    expect((await post('/api/register', body)).code).toBe(200);
    const token = await loginPc(body.name, body.password);
    const res = await post(
      '/api/editPayPassword',
      { paypassword: '135790', password: body.paypassword },
      token,
    );
    expect(res).toMatchObject({ status: 200, code: 200 });
    // A confirmation that is sent is still checked.
    const mismatch = await post(
      '/api/editPayPassword',
      { password: '135790', paypassword: '246800', newpasword: '246801' },
      token,
    );
    expect(mismatch.code).toBe(1);
  });
});

describe('5. user and app fields', () => {
  it('/api/user and refreshusermoney answer gameblance (sum of venue wallets) and joinday', async () => {
    const { token } = await fundedMember(t, 500);
    expect(
      (await post('/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 120.5 }, token))
        .code,
    ).toBe(200);
    expect(
      (await post('/api/transfer', { sourcetype: 'userbalance', targettype: 'pg', amount: 30 }, token)).code,
    ).toBe(200);
    for (const url of ['/api/user', '/api/refreshusermoney']) {
      const user = (await post(url, {}, token)).data;
      expect(user).toMatchObject({ balance: '349.50', gameblance: '150.50', joinday: 0 });
      // money.vue: 总资产 = balance * 1 + gameblance * 1
      expect(user.balance * 1 + user.gameblance * 1).toBe(500);
    }
  });

  it('joinday counts whole days since registration', async () => {
    const token = await loginPc();
    expect((await post('/api/user', {}, token)).data.joinday).toBe(60);
  });

  it('/api/app answers h5_url and ios_download_qrcode, a QR image of the download link', async () => {
    const app = (await post('/api/app')).data;
    expect(app.h5_url).toBe('http://localhost/');
    expect(app.ios_download_qrcode).toBe(
      `http://localhost/qrcode?text=${encodeURIComponent('http://localhost/demo/app.html')}`,
    );
    const qr = await t.request(
      new URL(app.ios_download_qrcode).pathname + new URL(app.ios_download_qrcode).search,
    );
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toContain('image/svg+xml');
    expect(await qr.text()).toContain('<svg');
  });

  it('h5_url is the operator setting when set', async () => {
    setSetting(t.db, 'h5_url', 'https://www.example.com/');
    expect((await post('/api/app')).data.h5_url).toBe('https://www.example.com/');
  });

  it('/qrcode only encodes http(s) text', async () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,x', '', 'http://' + 'a'.repeat(600)]) {
      expect((await t.request(`/qrcode?text=${encodeURIComponent(text)}`)).status).toBe(400);
    }
  });
});

describe('6. VIP levels are 1-based', () => {
  it('a new member is VIP1 and uservip[vip - 1] is its level', async () => {
    const body = registerBody();
    expect((await post('/api/register', body)).code).toBe(200);
    const token = await loginPc(body.name, body.password);
    const user = (await post('/api/user', {}, token)).data;
    expect(user).toMatchObject({ vip: 1, current_vip: 'VIP1' });
    const vip = Number(originalVip(user));
    const levels = (await post('/api/uservip')).data;
    expect(levels).toHaveLength(10);
    // vip.vue: vipLis[vipTab - 1] with vipTab = userInfo.vip
    expect(levels[vip - 1]).toMatchObject({
      vipname: expect.stringMatching(/^VIP1 /),
      recharge: expect.any(String),
      flow: expect.any(String),
    });
    // vip.vue's table reads realperson, sport, e_sport, joker, electron, lottery of every level 1..10
    for (const level of levels) {
      for (const field of ['realperson', 'sport', 'e_sport', 'joker', 'electron', 'lottery'])
        expect(level[field]).toBeTruthy();
    }
  });

  it('an existing member (demo888, VIP2) reads its own row', async () => {
    const token = await loginPc();
    const user = (await post('/api/user', {}, token)).data;
    expect(user).toMatchObject({ vip: 2, current_vip: 'VIP2' });
    const levels = (await post('/api/uservip')).data;
    expect(levels[Number(originalVip(user)) - 1].vipname).toMatch(/^VIP2 /);
  });

  it('deposits raise the level along 1-based thresholds', async () => {
    const { token, userId } = await fundedMember(t);
    // A level asks its turnover too (VIP3: 25,000 wagered), done here before the deposit.
    settledBet(t.db, userId, 25000);
    const no = (await post('/api/recharge', { amount: 5000, paytype: 'alipay' }, token)).message;
    expect(approveDeposit(t.db, no).ok).toBe(true);
    // VIP1 0, VIP2 1000, VIP3 5000
    expect((await post('/api/user', {}, token)).data).toMatchObject({ vip: 3, current_vip: 'VIP3' });
  });
});
