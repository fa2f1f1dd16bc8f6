import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ListState } from '@/components/list-state';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useUserInfo } from '@/core/session/user';
import { toast } from '@/lib/toast';
import { centreTexts } from '../centre-model';

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
  return <ListState status="loading" />;
}

/**
 * The agent centre's screens are for agents only (guests never get here: the route table's login
 * guard sends them to /login). The kept user may be older than an approval or a revocation, so
 * nobody is let in or turned away before the server has answered once: a screen never shows to a
 * member who is no longer an agent, and a new agent is never sent to the application. A failed
 * refresh is no answer (TanStack counts it as fetched): offline the gate shows 网络异常 with 重试,
 * and does not judge by the kept copy, which is dated 0 until the server answers.
 */
export function AgentGate({ children }: { children: ReactNode }) {
  const user = useUserInfo();
  return (
    <QueryState query={user} fromServer keepData>
      {(info) => (info.isagent === 1 ? children : <TurnAway />)}
    </QueryState>
  );
}
