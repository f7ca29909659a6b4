import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { lazyWithPreload } from '../lazyWithPreload';
import type { ReferenceFilterDef } from './listFilters';

// The picker (MUI's Autocomplete and its popup, 8 KiB gzip) is fetched when the pointer or focus
// reaches the button, not with the list: most visits to a list never filter by a reference.
const { Component: ReferenceFilterPopover, preload } = lazyWithPreload(() =>
  import('./ReferenceFilterPopover').then((module) => module.ReferenceFilterPopover),
);

interface ReferenceFilterButtonProps {
  filter: ReferenceFilterDef;
  onChoose: (id: number) => void;
}

/**
 * A reference filter the bar offers (e.g. Address): a button that opens a search of that entity's rows
 * on the server; choosing one sets the filter, which then shows as a chip.
 */
export function ReferenceFilterButton({ filter, onChoose }: ReferenceFilterButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => setAnchor(event.currentTarget)}
        // Reads like the choice fields beside it: a label in the field's grey, not a call to action.
        sx={{ flexShrink: 0, height: 40, fontWeight: 400, color: 'text.secondary', borderColor: 'divider' }}
      >
        {filter.label}
      </Button>
      {anchor ? (
        <Suspense fallback={null}>
          <ReferenceFilterPopover
            anchor={anchor}
            filter={filter}
            onClose={close}
            onChoose={(id) => {
              close();
              onChoose(id);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
