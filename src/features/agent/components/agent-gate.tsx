import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ListState } from '@/components/list-state';
import { paths } from '@/config/paths';
import { useUserInfo } from '@/core/session/user';
import { joinRunningFetch } from '@/lib/query-client';
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
 * guard sends them to /login). The stored user may be older than an approval: a cached
 * "not an agent" waits for the fresh answer before turning anyone away.
 */
export function AgentGate({ children }: { children: ReactNode }) {
  const user = useUserInfo();
  const info = user.data;
  if (!info || (info.isagent !== 1 && user.isPlaceholderData)) {
    if (user.isError) return <ListState status="error" onRetry={() => void user.refetch(joinRunningFetch)} />;
    return <ListState status="loading" />;
  }
  if (info.isagent !== 1) return <TurnAway />;
  return children;
}
