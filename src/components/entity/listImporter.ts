import { createContext, type ComponentType } from 'react';
import type { ImportName } from '../../core/entity/entityRegistry';

export interface ListImporterProps {
  /** what the list imports, the first chosen at the start */
  imports: readonly ImportName[];
  onClose: () => void;
}

/**
 * The CSV importer a list's "Import" opens. The kit cannot import a feature, so the app provides it
 * (a React.lazy component: no list route pays for it); without one, lists offer no Import.
 */
export const ListImporterContext = createContext<ComponentType<ListImporterProps> | null>(null);
