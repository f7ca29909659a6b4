import type { Crumb } from '../../../components/crumbs';
import { paths } from '../../../core/paths';
import type { Outlet } from '../outletTypes';

/** Requirements §2.3, level "outlet": Outlets › label, each linking to its page; `more` adds levels below. */
export function outletCrumbs(outlet: Outlet, ...more: Crumb[]): Crumb[] {
  const outletCrumb = more.length > 0 ? { label: outlet.label, to: paths.outlet(outlet.id) } : { label: outlet.label };
  return [{ label: 'Outlets', to: paths.outlets }, outletCrumb, ...more];
}
