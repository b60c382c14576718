import { useQuery } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import type { RouteName } from '../../../shared/domain/routes';
import { wartungFor } from '../../../shared/domain/wartung';
import { wartungQuery } from '../../data/queries';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { LoadingState } from './LoadingState';

const WartungPage = lazyWithReload(() => import('./WartungPage'));

/**
 * A public screen an administrator may mark as being revised (spec 1): while marked, its route shows the
 * notice with the agency's contact instead (WartungPage). Until the marks are known the loading state
 * shows; should they fail to load, the screen shows as usual.
 */
export function WartungGate({ route, children }: { route: RouteName; children: ReactNode }) {
  const wartung = useQuery(wartungQuery);
  if (wartung.isPending) return <LoadingState />;
  const marked = wartung.data ? wartungFor(route, wartung.data.bereiche) : null;
  return marked ? createElement(WartungPage, { name: route }) : children;
}
