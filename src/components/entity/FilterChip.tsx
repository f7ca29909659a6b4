import { skipToken } from '@reduxjs/toolkit/query';
import Chip from '@mui/material/Chip';
import { useGetReferenceQuery } from '../../core/entity/referenceApi';
import { type ListFilterDef, nameOf } from './listFilters';

interface FilterChipProps {
  filter: ListFilterDef;
  value: string;
  onRemove: () => void;
}

/** An active filter as "Address: Moholt 1" with a remove button; a reference is named once it is read. */
export function FilterChip({ filter, value, onRemove }: FilterChipProps) {
  const id = Number(value);
  const reference = filter.reference;
  const known = reference && Number.isInteger(id) && id > 0;
  const { data } = useGetReferenceQuery(known ? { path: reference.path, tag: reference.tag, id } : skipToken);
  const choice = filter.choices?.find((option) => option.value === value)?.label;
  const shown = choice ?? (data ? (reference?.label ?? nameOf)(data) : reference ? `#${value}` : value);
  return <Chip label={`${filter.label}: ${shown}`} onDelete={onRemove} size="small" />;
}
