import type { EntityType } from '../../../rules/entityTypes';
import type { ImportName } from '../../core/entity/entityRegistry';

export type { ImportName };

/** What the server imports (the URL segment of /crm/imports/<name>/), and whose rows each writes. */
export const IMPORT_ENTITIES = {
  addresses: 'address',
  floors: 'floor',
  rooms: 'room',
  tenants: 'tenant',
  occupancy: 'room_occupancy',
  outlets: 'outlet',
  networks: 'network',
} as const satisfies Record<ImportName, EntityType>;

/** One column of an entity's import file. */
export interface ImportColumn {
  name: string;
  required: boolean;
  /** names another object by name or id */
  reference: boolean;
}

/** The answer to an upload: the file's header and how each header maps to a column ('' ignores it). */
export interface UploadedImport {
  id: number;
  entity: ImportName;
  header: string[];
  rows: number;
  columns: ImportColumn[];
  mapping: Record<string, string>;
}

export type RowStatus = 'created' | 'updated' | 'unchanged' | 'error';

export interface RowCheck {
  /** the row's line in the file (the header is line 1) */
  line: number;
  status: RowStatus;
  errors: { column: string; message: string }[];
}

/** The dry run: every row's outcome, nothing saved. */
export interface CheckedImport {
  id: number;
  mapping: Record<string, string>;
  counts: Record<RowStatus, number>;
  rows: RowCheck[];
}

export type CommitMode = 'valid' | 'all';

export interface ImportStatus {
  id: number;
  entity: ImportName;
  state: 'uploaded' | 'committing' | 'committed' | 'failed';
  rows: number;
  progress: { done: number; total: number } | null;
  error: string | null;
  /** rows per result status: created, updated, unchanged, error, 'not saved' */
  counts: Record<string, number>;
}
