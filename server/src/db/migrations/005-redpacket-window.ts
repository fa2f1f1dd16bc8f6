/**
 * docs/product.md#constants-and-limits: red packets are drawn 10:00–12:00 Beijing time daily (deposits from 12:00 the day before
 * to 10:00 earn them). Databases still on the old demo default 'always' (or without the setting,
 * which read as 'always') move to the daily window; a window the operator chose is kept.
 * `npm run operator -- set redpacket_window always` restores the old behaviour.
 */
export const redpacketWindow = `
UPDATE settings SET value = '10:00-12:00' WHERE key = 'redpacket_window' AND value = 'always';
INSERT OR IGNORE INTO settings (key, value) VALUES ('redpacket_window', '10:00-12:00');
`;
