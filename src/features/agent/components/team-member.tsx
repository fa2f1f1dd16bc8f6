import type { ReactNode } from 'react';
import type { AgentMember } from '@contract/agent-entities';
import { FormRow } from '@/components/form-row';
import { QueryState } from '@/components/query-state';
import { isApiError } from '@/lib/http/errors';
import { useAgentMember } from '../api/agent-member';
import { centreTexts } from '../centre-model';
import { DirectTag } from './direct-tag';
import { PickMember } from './pick-member';
import { useMemberParam } from './use-member-param';

/**
 * The member a 代充 or 调整返水 screen acts on, as the server says the id is: the form renders only
 * for a member of the agent's team. An id outside it shows the server's refusal and the way back
 * to 下级会员, with nothing to confirm.
 */
export function TeamMemberGate({ children }: { children: (member: AgentMember) => ReactNode }) {
  const uid = useMemberParam();
  return uid === null ? <PickMember /> : <Loaded uid={uid}>{children}</Loaded>;
}

function Loaded({ uid, children }: { uid: number; children: (member: AgentMember) => ReactNode }) {
  const member = useAgentMember(uid);
  return (
    <QueryState
      query={member}
      fromServer
      failure={(error) =>
        isApiError(error) && error.kind === 'business' ? <PickMember refusal={error.message} /> : null
      }
    >
      {children}
    </QueryState>
  );
}

/** Who the member is: username with 直属/非直属, and real name. */
export function MemberRows({ member, label }: { member: AgentMember; label: string }) {
  return (
    <>
      <FormRow
        label={label}
        value={member.username}
        readOnly
        trailing={<DirectTag direct={member.is_direct === 1} />}
      />
      <FormRow label={centreTexts.realname} value={member.realname ?? ''} readOnly />
    </>
  );
}
