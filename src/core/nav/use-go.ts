import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '@/config/messages';
import { toast } from '@/lib/toast';

/** Same place = same pathname and the same query (order-insensitive). */
export function isSameLocation(current: { pathname: string; search: string }, to: string): boolean {
  const target = new URL(to, 'http://x.invalid' + current.pathname);
  if (target.pathname !== current.pathname) return false;
  const a = new URLSearchParams(current.search);
  const b = target.searchParams;
  a.sort();
  b.sort();
  return a.toString() === b.toString();
}

/** Navigate, or toast '已在当前页面！' when already there (docs/product.md#screens-and-routes). */
export function useGo() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, options?: { replace?: boolean }) => {
      if (isSameLocation(location, to)) {
        toast.info(messages.alreadyHere);
        return;
      }
      void navigate(to, options);
    },
    [location, navigate],
  );
}
