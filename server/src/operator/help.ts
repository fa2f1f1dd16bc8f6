import { DEFAULT_DATABASE_FILE } from '../config';

/** `npm run operator -- help`: every command with its words. */
export const HELP = `Operator commands (npm run operator -- <command>), database: $DATABASE_FILE (default ${DEFAULT_DATABASE_FILE})

  deposits [--state pending|approved|rejected|all] [--limit N]   list deposit orders (default: all, 50)
  approve-deposit <deposit_no>        credit the member (balance, deposit total, VIP level), once
  reject-deposit <deposit_no> [reason]   close a pending deposit without crediting (the reason goes
                                      into the member's mail)
  withdrawals [--state ...] [--limit N]                          list withdrawal orders
  approve-withdrawal <withdraw_no>    mark a pending withdrawal paid (the balance was debited on request)
  reject-withdrawal <withdraw_no> [reason]   close a pending withdrawal and refund the member; the
                                      reason shows in the order's detail and the member's mail
  credit <username> <yuan> [--no-turnover]   add money to a member's main wallet; it owes turnover
                                      (打码量) like a deposit unless --no-turnover, which the ledger records
  debit <username> <yuan>             take money from a member's main wallet (never below 0)
  waive-turnover <username>           record the member's owed turnover (打码量) as done
  settings                            list site settings
  set <key> <value>                   change a site setting, e.g.
                                        set site_state 0|1        (0 = maintenance)
                                        set repair_tips '站点维护中...'   (shown during maintenance)
                                        set index_modal 0|1       (welcome dialog)
                                        set webcontent '<p>…</p>' (welcome HTML)
                                        set redpacket_switch 0|1
                                        set redpacket_window 10:00-12:00|always   (Beijing time; default 10:00-12:00)
                                        set ios_download_url https://…
                                        set visit_url https://…|''
                                        set h5_url https://…|''   (permanent address; '' = the request origin)
                                        set withdraw_turnover_multiple 1   (turnover owed per deposit before a withdrawal; 0 = off)
                                        set turnover_credits deposit,agent_recharge,redpacket,commission,operator_credit
                                          (credits that carry it: deposit, agent_recharge, redpacket, rebate,
                                          commission, operator_credit; '' = none)
  payway <card|usdt|wechat|alipay> <on|off>   switch a deposit method
  agent-applications [--state pending|approved|rejected|all] [--limit N]   list agent applications
  approve-agent <application id>      approve a pending application: the member becomes an agent (isagent = 1)
                                      with a referral code of their own
  reject-agent <application id> [reason]   refuse a pending application (the member gets a mail)
  mail <username|all> <title> <text>  send a 站内信 to one member, or to every member (present and future)
  feedback [--limit N]                list members' feedback, unanswered first
  reply <feedback id> <text>          answer a member's feedback (shown in their list; they get a mail)
  reset-paypassword <username>        clear a member's forgotten payment password (asked through 客服): they set a
                                      new one with their login password; they get a mail
  commission-rate <username> <percent>   an agent's commission on the team's valid bets (default 0.50)
  settle-commission <username>        pay an agent's pending commission into their wallet, in one transaction
  backup <file>                       a consistent copy of the database while the server runs, and
                                      $UPLOAD_DIR in <file>.uploads/ (restore: docs/deployment.md)
  open-redpacket [minutes]            open a one-off red-packet draw window from now (default 120
                                      minutes; deposits of the 24 h before its end count), for demos
  help                                this text`;
