import { describe, expect, it } from 'vitest';
import { feedbackMessages } from '../../../contract/feedback-rules';
import { runOperator } from '../cli';
import { approveAgentApplication, rejectAgentApplication } from '../repositories/agents';
import { claimRebates } from '../repositories/bets';
import { approveDeposit, rejectDeposit } from '../repositories/deposits';
import { setSetting } from '../repositories/settings';
import { approveWithdrawal } from '../repositories/withdrawals';
import { bindTestCard, fundedMember, freshAppPerTest, PAY_PASSWORD, settledBet } from '../testing/helper';

const t = freshAppPerTest();

const operator = (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = runOperator(t.db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

/** The member's newest mail (list row) and its detail. */
async function newestMail(token: string) {
  const list = await t.post('mail', { page: 1 }, token);
  expect(list.code).toBe(200);
  const row = list.data.data[0];
  const detail = await t.get(`mail_detail/${row.id}`, {}, token);
  return { row, detail: detail.data, total: list.data.total as number };
}

async function deposit(token: string, yuan = 500) {
  return (await t.post('recharge', { paytype: 'wxpay', amount: yuan }, token)).message;
}

async function withdraw(token: string, yuan = 200) {
  const cardId = await bindTestCard(t, token);
  expect((await t.post('withdraw', { amount: yuan, bank: cardId, password: PAY_PASSWORD }, token)).code).toBe(
    200,
  );
  return (
    t.db.prepare('SELECT withdraw_no FROM withdrawals ORDER BY id DESC LIMIT 1').get() as {
      withdraw_no: string;
    }
  ).withdraw_no;
}

describe('mail: each event writes the member a mail', () => {
  it('a deposit approved and a deposit refused (with the reason)', async () => {
    const { token } = await fundedMember(t);
    const approved = await deposit(token);
    expect(approveDeposit(t.db, approved).ok).toBe(true);
    let mail = await newestMail(token);
    expect(mail.row).toMatchObject({ title: '存款到账通知', type: 2, message_id: mail.row.id });
    expect(mail.row.content).toContain(approved);
    expect(mail.detail).toMatchObject({ id: mail.row.id, title: '存款到账通知', type: 2 });
    expect(mail.detail.content).toContain('500.00');

    const refused = await deposit(token, 600);
    expect(rejectDeposit(t.db, refused, '未收到款项').ok).toBe(true);
    mail = await newestMail(token);
    expect(mail.row.title).toBe('存款未通过通知');
    expect(mail.row.content).toContain('原因：未收到款项');
  });

  it('a withdrawal paid, and one refused whose reason reaches the detail and the mail', async () => {
    const { token, userId } = await fundedMember(t, 1000);
    const paid = await withdraw(token);
    expect(approveWithdrawal(t.db, paid).ok).toBe(true);
    expect((await newestMail(token)).row.title).toBe('取款出款通知');

    const refused = (
      await t.post(
        'withdraw',
        {
          amount: 300,
          bank: (await t.post('getcard', { type: 1 }, token)).data[0].id,
          password: PAY_PASSWORD,
        },
        token,
      )
    ).code;
    expect(refused).toBe(200);
    const no = (
      t.db.prepare('SELECT withdraw_no FROM withdrawals WHERE state = 1 AND user_id = ?').get(userId) as {
        withdraw_no: string;
      }
    ).withdraw_no;
    const cli = operator('reject-withdrawal', no, '收款账户', '姓名不符');
    expect(cli.err).toBe('');
    const mail = await newestMail(token);
    expect(mail.row.title).toBe('取款未通过通知');
    expect(mail.detail.content).toContain('原因：收款账户 姓名不符');

    const detail = await t.post('orderdetail', { out_trade_no: no }, token);
    expect(detail.data).toMatchObject({
      out_trade_no: no,
      type: 2,
      amount: '300.00',
      pay_way: '银行卡',
      bank: '中国银行',
      account: `6217${String(userId).padStart(12, '0')}`,
      state: 3,
      reason: '收款账户 姓名不符',
    });
    expect(detail.data.reviewed_at).toEqual(expect.any(String));
  });

  it('an agent application approved or refused', async () => {
    const a = await fundedMember(t);
    const b = await fundedMember(t);
    for (const m of [a, b])
      expect(
        (await t.post('applyagentdo', { mobile: '13812345678', apply_info: '有推广资源' }, m.token)).code,
      ).toBe(200);
    const ids = t.db.prepare('SELECT id, user_id FROM agent_applications ORDER BY id').all() as {
      id: number;
      user_id: number;
    }[];
    const idOf = (userId: number) => ids.find((r) => r.user_id === userId)!.id;
    expect(approveAgentApplication(t.db, idOf(a.userId)).ok).toBe(true);
    expect(rejectAgentApplication(t.db, idOf(b.userId), '资料不全').ok).toBe(true);
    expect((await newestMail(a.token)).row.title).toBe('代理申请已通过');
    const refused = await newestMail(b.token);
    expect(refused.row.title).toBe('代理申请未通过');
    expect(refused.row.content).toContain('资料不全');
  });

  it('a red packet and a rebate credited', async () => {
    setSetting(t.db, 'redpacket_window', 'always');
    const { token, userId } = await fundedMember(t);
    const no = await deposit(token, 600);
    approveDeposit(t.db, no);
    expect((await t.post('douserredpacket', {}, token)).code).toBe(200);
    expect((await newestMail(token)).row.title).toBe('红包到账通知');

    settledBet(t.db, userId, 1000);
    t.db
      .prepare(
        "INSERT INTO rebates (user_id, platname, gamename, money_cents, state, created_at) VALUES (?, 'ag', 'AG真人', 500, 0, datetime('now', '+8 hours'))",
      )
      .run(userId);
    expect(claimRebates(t.db, userId)).toBeGreaterThan(0);
    expect((await newestMail(token)).row.title).toBe('返水到账通知');
  });

  it('the operator writes to one member or to every member; text is escaped, not HTML', async () => {
    const a = await fundedMember(t);
    const b = await fundedMember(t);
    expect(operator('mail', a.username, '账户提醒', '请完善<资料>').code).toBe(0);
    const mailA = await newestMail(a.token);
    expect(mailA.row).toMatchObject({ title: '账户提醒', type: 1, content: '<p>请完善&lt;资料&gt;</p>' });
    expect((await newestMail(b.token)).row.title).not.toBe('账户提醒');

    expect(operator('mail', 'all', '全站通知', '今晚维护').code).toBe(0);
    expect((await newestMail(a.token)).row.title).toBe('全站通知');
    expect((await newestMail(b.token)).row.title).toBe('全站通知');
    expect(operator('mail', 'nobody_here', 'x', 'y').code).toBe(1);
    expect(operator('mail', 'all', 'x').code).toBe(2);
  });
});

describe('isolation: a member never reads another member’s mail, feedback or order', () => {
  it('by id or number, anyone else’s answers 202 like one that does not exist', async () => {
    const a = await fundedMember(t);
    const b = await fundedMember(t);
    const no = await deposit(a.token);
    approveDeposit(t.db, no);
    const own = await newestMail(a.token);

    expect(await t.get(`mail_detail/${own.row.id}`, {}, b.token)).toMatchObject({ code: 202, data: null });
    expect((await t.get('mail_detail/99999999', {}, b.token)).code).toBe(202);
    expect(
      (await t.post('mail', { page: 1, size: 100 }, b.token)).data.data.map((r: { id: number }) => r.id),
    ).not.toContain(own.row.id);
    expect(await t.post('orderdetail', { out_trade_no: no }, b.token)).toMatchObject({
      code: 202,
      data: null,
    });
    expect((await t.post('orderdetail', { out_trade_no: no }, a.token)).data).toMatchObject({
      type: 1,
      state: 2,
    });

    expect(
      (await t.post('suggestion', { type: 1, content: '存款一直没有到账，请帮忙查看' }, a.token)).code,
    ).toBe(200);
    expect((await t.post('suggestionlist', { page: 1 }, b.token)).data.total).toBe(0);
    expect((await t.post('suggestionlist', { page: 1 }, a.token)).data.total).toBe(1);
  });

  it('every call needs a token', async () => {
    expect((await t.post('mail', { page: 1 })).code).toBe(401);
    expect((await t.get('mail_detail/1')).code).toBe(401);
    expect((await t.post('suggestion', { type: 1, content: '0123456789' })).code).toBe(401);
    expect((await t.post('suggestionlist', { page: 1 })).code).toBe(401);
    expect((await t.post('orderdetail', { out_trade_no: 'D1' })).code).toBe(401);
  });
});

describe('bad input is a business error, never a 500', () => {
  it.each([
    ['mail_detail/abc', 422],
    ['mail_detail/0', 422],
    ['mail_detail/-1', 422],
    ['mail_detail/1e400', 422],
  ])('GET %s answers %i', async (path, code) => {
    const { token } = await fundedMember(t);
    const answer = await t.get(path, {}, token);
    expect(answer).toMatchObject({ status: 200, code });
  });

  it.each([
    [{ page: 0 }, 'mail'],
    [{ page: 'x' }, 'mail'],
    [{}, 'suggestionlist'],
    [{ out_trade_no: '' }, 'orderdetail'],
    [{ out_trade_no: 5 }, 'orderdetail'],
  ])('%j to %s answers 422', async (body, path) => {
    const { token } = await fundedMember(t);
    expect(await t.post(path, body, token)).toMatchObject({ status: 200, code: 422 });
  });

  it.each([
    [{ content: '存款一直没有到账，请帮忙查看' }, feedbackMessages.typeRequired],
    [{ type: 9, content: '存款一直没有到账，请帮忙查看' }, feedbackMessages.typeRequired],
    [{ type: 1, content: '   ' }, feedbackMessages.contentRequired],
    [{ type: 1, content: '太短了' }, feedbackMessages.tooShort],
    [{ type: 1, content: '长'.repeat(501) }, feedbackMessages.tooLong],
    [
      { type: 1, content: '存款一直没有到账，请帮忙查看', img: 'https://evil.example/x.png' },
      feedbackMessages.badImage,
    ],
  ])('suggestion %j is refused with its message', async (body, message) => {
    const { token } = await fundedMember(t);
    expect(await t.post('suggestion', body, token)).toMatchObject({ status: 200, code: 1, message });
  });
});

describe('feedback and the operator’s reply', () => {
  it('lists the member’s feedback; the operator lists and replies, and the member gets a mail', async () => {
    const { token, username } = await fundedMember(t);
    expect(
      await t.post('suggestion', { type: 2, content: '取款审核太慢了，希望加快处理速度' }, token),
    ).toMatchObject({ code: 200, message: feedbackMessages.sent });
    const [row] = (await t.post('suggestionlist', { page: 1 }, token)).data.data;
    expect(row).toMatchObject({ type: 2, content: '取款审核太慢了，希望加快处理速度', reply: null });

    const list = operator('feedback');
    expect(list.out).toContain(username);
    expect(list.out).toContain('待回复');
    expect(operator('reply', String(row.id), '已加快审核，感谢反馈').code).toBe(0);
    expect(operator('reply', '99999', 'x').code).toBe(1);
    const [answered] = (await t.post('suggestionlist', { page: 1 }, token)).data.data;
    expect(answered).toMatchObject({ reply: '已加快审核，感谢反馈', replied_at: expect.any(String) });
    expect((await newestMail(token)).row.title).toBe('意见反馈已回复');
  });
});

describe('period totals ride on the record answers as extra fields', () => {
  it('betrecord and gettransrecord carry totals for the filters, keeping the paginator fields', async () => {
    const { token, userId } = await fundedMember(t, 1000);
    settledBet(t.db, userId, 100);
    settledBet(t.db, userId, 50);
    const bets = (await t.post('betrecord', { date: 1, page: 1 }, token)).data;
    expect(bets).toMatchObject({
      current_page: 1,
      total: 2,
      total_bet: '150.00',
      total_valid_bet: '150.00',
      total_win_loss: '0.00',
    });
    expect((await t.post('betrecord', { date: 1, page: 1, api_type: 'pg' }, token)).data.total_bet).toBe(
      '0.00',
    );

    approveWithdrawal(t.db, await withdraw(token, 200));
    approveDeposit(t.db, await deposit(token, 500));
    await deposit(token, 700); // pending: not counted
    const trans = (await t.post('gettransrecord', { date: 1, type: 3, page: 1 }, token)).data;
    expect(trans).toMatchObject({ total: 0, total_deposit: '500.00', total_withdraw: '200.00' });
  });
});

describe('a feedback screenshot goes through the avatar upload without changing the avatar', () => {
  it('type=suggestion stores the image, answers its path, and the feedback may carry it', async () => {
    const { token, userId } = await fundedMember(t);
    const form = new FormData();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'shot.png');
    form.append('type', 'suggestion');
    const answer = (await (
      await t.request('/api/uploadimg', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { code: number; data: { path: string; avatar: string } };
    expect(answer.code).toBe(200);
    expect(answer.data.path).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(
      (t.db.prepare('SELECT avatar FROM users WHERE id = ?').get(userId) as { avatar: string | null }).avatar,
    ).not.toBe(answer.data.path);
    expect(
      (
        await t.post(
          'suggestion',
          { type: 3, content: '游戏画面卡住了，截图如下', img: answer.data.path },
          token,
        )
      ).code,
    ).toBe(200);
    expect((await t.post('suggestionlist', { page: 1 }, token)).data.data[0].img).toBe(answer.data.path);
  });
});
