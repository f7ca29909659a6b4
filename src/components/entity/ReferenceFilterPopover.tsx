import Popover from '@mui/material/Popover';
import type { ReferenceFilterDef } from './listFilters';
import { ReferencePicker } from './ReferencePicker';

interface ReferenceFilterPopoverProps {
  anchor: HTMLElement;
  filter: ReferenceFilterDef;
  onClose: () => void;
  onChoose: (id: number) => void;
}

/** The search behind a reference filter's button: focused and listing the first matches as it opens. */
export function ReferenceFilterPopover({ anchor, filter, onClose, onChoose }: ReferenceFilterPopoverProps) {
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': `Filter by ${filter.label.toLowerCase()}`,
          sx: { p: 1.5, width: 320, mt: 0.5 },
        },
      }}
    >
      <ReferencePicker
        label={filter.label}
        source={filter.reference}
        optionLabel={filter.reference.label}
        value={null}
        size="small"
        autoFocus
        onChange={(id) => {
          if (id !== null) onChoose(id);
        }}
      />
    </Popover>
  );
}
