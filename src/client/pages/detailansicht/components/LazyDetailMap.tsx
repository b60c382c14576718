import { Skeleton } from '@mantine/core';
import { type ComponentProps, Suspense } from 'react';
import { lazyWithReload } from '../../../lib/lazyWithReload';

/** OpenLayers loads only when a detail view shows its map. */
const DetailMap = lazyWithReload(() => import('./DetailMap'));

export function LazyDetailMap(props: ComponentProps<typeof DetailMap>) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 320} radius="lg" />}>
      <DetailMap {...props} />
    </Suspense>
  );
}
