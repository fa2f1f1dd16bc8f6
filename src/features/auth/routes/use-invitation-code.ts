import { isApiError } from '@/lib/http/errors';
import { useInviter } from '../api/get-inviter';
import { referralMessages } from '../model';

/**
 * The register form's invitation code. A code from an invitation link is the link's, read from the
 * address on every render (a link opened while /login shows is taken too) and not editable; one
 * typed by hand is the form's. A link's code names its inviter, or the server's refusal of it.
 */
export function useInvitationCode(search: string, mode: 'login' | 'register', typedPid: string) {
  const linkPid = (new URLSearchParams(search).get('pid') ?? '').trim();
  const inviter = useInviter(mode === 'register' ? linkPid : '');
  // The server's own refusal of the code (202), not a failed request: said on the form at once.
  const refused = inviter.isError && isApiError(inviter.error) && inviter.error.kind === 'business';
  return {
    linkPid,
    /** The code the form sends. */
    pid: linkPid || typedPid,
    inviterName: inviter.data?.name,
    unknownCode: refused ? inviter.error.message || referralMessages.unknown : null,
  };
}
