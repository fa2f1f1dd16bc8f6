import { useSearchParams } from 'react-router';

/** The team member a 代充 or 调整返水 screen acts on (?uid=&name=, set by 下级会员); null when missing. */
export function useMemberParam(): { id: number; username: string } | null {
  const [params] = useSearchParams();
  const id = Number(params.get('uid'));
  const username = params.get('name') ?? '';
  return Number.isInteger(id) && id > 0 && username ? { id, username } : null;
}
