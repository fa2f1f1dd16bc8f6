/**
 * Contract fidelity with the API family:
 * - VIP levels are 1-based (VIP1..VIP10): existing levels and members move up by one.
 * - Banks carry a logo (`ico`), lobby games launch by their platform code (`catecode`).
 * - WeChat / Alipay receiving wallets with a QR image, for every deposit's pay info.
 * - Red-packet rules are cumulative-deposit bands: recharge_cents is the band's lower end,
 *   deposit_to_cents its upper end (NULL = open), `times` the draws the band earns.
 */
export const fidelity = `
UPDATE vip_levels SET level = level + 1000;
UPDATE vip_levels SET level = level - 999;
UPDATE vip_levels SET vipname = 'VIP' || level || substr(vipname, instr(vipname, ' '))
  WHERE vipname GLOB 'VIP[0-9]* *';
UPDATE users SET vip = vip + 1;

ALTER TABLE banks ADD COLUMN ico TEXT;

UPDATE lobby_games SET catecode = platform_name;

CREATE TABLE pay_wallets (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('wxpay', 'alipay')),
  mch_id TEXT NOT NULL,
  content TEXT,
  payimg TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1))
);

ALTER TABLE redpacket_rules ADD COLUMN deposit_to_cents INTEGER;
`;
