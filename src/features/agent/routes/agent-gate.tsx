import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageNav } from '@/components/page-nav';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useUserInfo } from '@/core/session/user';
import { toast } from '@/lib/toast';
import { centreTexts } from '../centre-model';
import styles from '../components/agent.module.css';

/** While the gate waits or fails: the centre's title bar (a way back) over the read's state. */
function Holding({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <PageNav title={centreTexts.title} fallback={paths.mine} />
      {children}
    </div>
  );
}

/** A member who is not an agent is sent to the agent application, told why. */
function TurnAway() {
  const navigate = useNavigate();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast.error(centreTexts.notAgent);
    void navigate(paths.applyagent, { replace: true });
  }, [navigate]);
  // Gone at once (replace): the title bar alone until then.
  return <Holding>{null}</Holding>;
}

/**
 * The agent centre's screens are for agents only (guests never get here: the route table's login
 * guard sends them to /login). The route table puts this gate in front of each agent screen
 * (`agentScreen` in src/app/router.tsx), so the screen's code is fetched only for an agent: a
 * member who is turned away never downloads it. The kept user may be older than an approval or a
 * revocation, so nobody is let in or turned away before the server has answered once: a screen
 * never shows to a member who is no longer an agent, and a new agent is never sent to the
 * application. A failed refresh is no answer (TanStack counts it as fetched): offline the gate
 * shows 网络异常 with 重试, and does not judge by the kept copy, which is dated 0 until the server answers.
 */
export default function AgentGate({ children }: { children?: ReactNode }) {
  const user = useUserInfo();
  return (
    <QueryState query={user} fromServer keepData wrap={(state) => <Holding>{state}</Holding>}>
      {(info) => (info.isagent === 1 ? children : <TurnAway />)}
    </QueryState>
  );
}
