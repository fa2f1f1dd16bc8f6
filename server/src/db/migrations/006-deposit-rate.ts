/**
 * A USDT deposit keeps the rate it was ordered at: /payInfo shows the USDT to send at that rate,
 * not at whatever the operator sets later. Older orders have none (the client then uses today's).
 */
export const depositRate = `
ALTER TABLE deposits ADD COLUMN usdt_rate TEXT;
`;
