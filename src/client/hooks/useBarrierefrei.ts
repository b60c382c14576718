import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { carriedOverSearch, isBarrierefrei } from '../lib/barrierefrei';

/**
 * Spec 2: the barrierefrei flag of the previous page is carried over to a new page without query.
 * Also marks <html data-barrierefrei> so the global styles switch to the barrier-free version.
 */
export function useBarrierefrei(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const previous = useRef(location);
  // While a carried-over flag is on its way into the URL, the page already shows the barrier-free version.
  const carrying =
    previous.current.pathname !== location.pathname &&
    carriedOverSearch(previous.current.search, location.search) !== null;
  const on = isBarrierefrei(location.search) || carrying;

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before.key === location.key || before.pathname === location.pathname) return;
    const search = carriedOverSearch(before.search, location.search);
    if (search) navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
  }, [location, navigate]);

  useEffect(() => {
    document.documentElement.toggleAttribute('data-barrierefrei', on);
  }, [on]);

  return on;
}
