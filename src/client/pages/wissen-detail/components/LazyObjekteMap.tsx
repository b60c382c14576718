import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Locatable } from '../../../components/map/layers';

/** OpenLayers and the country outline load only for articles that show a map. */
const ObjekteMap = lazy(() => import('./ObjekteMap'));

export function LazyObjekteMap(props: { items: readonly Locatable[]; icon: string | null; height?: number }) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 360} radius="lg" />}>
      <ObjekteMap {...props} />
    </Suspense>
  );
}
