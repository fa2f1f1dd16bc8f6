import { useSearchParams } from 'react-router';

/**
 * The id of the team member a 代充 or 调整返水 screen acts on (?uid=, set by 下级会员); null when
 * missing. Only the id: who it is comes from the server, because a link can name anyone.
 */
export function useMemberParam(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('uid'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
