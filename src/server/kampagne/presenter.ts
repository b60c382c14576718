import type { Kampagne } from '../../shared/schemas/content';
import type { selectKampagnen } from './queries';

type Record = Awaited<ReturnType<typeof selectKampagnen>>[number];

/** A campaign as the API shows it: timestamps as ISO strings, linked objects as ids. */
export function presentKampagne({ row, objekte }: Record): Kampagne {
  return {
    ...row,
    modul0textposition: row.modul0textposition as Kampagne['modul0textposition'],
    objekte,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    geaendertam: row.geaendertam.toISOString(),
  };
}
