import { createContext, type ComponentType } from 'react';
import type { BulkName } from '../../core/entity/entityRegistry';
import type { ListParams } from '../../core/entity/listTypes';

export interface ListBulkEditorProps {
  /** the list's bulk collection */
  entity: BulkName;
  action: 'edit' | 'delete';
  /** the selected rows, or every row the list's search and filters match */
  selection: { ids: number[] } | { filter: ListParams };
  /** how many rows the selection names */
  count: number;
  onClose: () => void;
  /** the job was started: the selection is done with */
  onStarted: () => void;
}

export interface BulkSelectionBarProps {
  /** the rows ticked in the grid */
  selected: number;
  /** every row the list's filters match */
  total: number;
  /** "all N matching" was chosen */
  allMatching: boolean;
  plural: string;
  onAllMatching: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onClear: () => void;
}

/**
 * Bulk edit and delete: the bar above a list with ticked rows and the dialog it opens. The kit cannot
 * import a feature, so the app provides them (React.lazy components: no list route pays for them until
 * a row is ticked); without them, rows are not selectable.
 */
export const ListBulkEditorContext = createContext<{
  SelectionBar: ComponentType<BulkSelectionBarProps>;
  Dialog: ComponentType<ListBulkEditorProps>;
} | null>(null);
