/**
 * Which member has read which message, kept by the server so a mail read on one phone, or before a
 * logout (which clears the device), stays read. One row per member and message once opened; a
 * message to every member gets one row per member who read it.
 */
export const mailReads = `
CREATE TABLE message_reads (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
  read_at TEXT NOT NULL,
  PRIMARY KEY (user_id, message_id)
) WITHOUT ROWID;
`;
