import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';

/** OpenLayers loads only when a detail view shows its map. */
const DetailMap = lazy(() => import('./DetailMap'));

export function LazyDetailMap(props: ComponentProps<typeof DetailMap>) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 320} radius="lg" />}>
      <DetailMap {...props} />
    </Suspense>
  );
}
