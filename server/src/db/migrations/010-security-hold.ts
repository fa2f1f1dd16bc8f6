/**
 * When the member last changed a password that guards their money (login or payment), in epoch ms:
 * withdrawals are held for SECURITY_HOLD_HOURS after it (docs/security.md).
 */
export const securityHold = `
ALTER TABLE users ADD COLUMN secret_changed_ms INTEGER;
`;
