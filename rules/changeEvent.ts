import type { EntityType } from './entityTypes';

/**
 * A realtime `change` frame's data, as the API server sends it and the browser reads it: which record
 * changed (entity = the change record's object type), where, and who changed it. Types only.
 */
export interface ChangeEvent {
  entity: EntityType;
  id: number;
  action: 'create' | 'update' | 'delete';
  customer_id: number;
  /** null when the object is not site-bound */
  site_id: number | null;
  user_id: number | null;
  user_name: string | null;
}
