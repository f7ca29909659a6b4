import type { ReactNode } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';

/** The first item of a switch view of the user menu: back to the menu. */
export function backItem(onBack: () => void) {
  return (
    <MenuItem key="back" onClick={onBack}>
      <ListItemIcon>
        <ArrowBackIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Back</ListItemText>
    </MenuItem>
  );
}

/** One choice of a switch view, checked when active; choosing closes the menu and switches unless already active. */
export function choiceItem(choice: {
  id: number;
  label: ReactNode;
  active: boolean;
  onDone: () => void;
  onSwitch: () => void;
}) {
  return (
    <MenuItem
      key={choice.id}
      selected={choice.active}
      onClick={() => {
        choice.onDone();
        if (!choice.active) choice.onSwitch();
      }}
    >
      <ListItemIcon>{choice.active ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
      <ListItemText>{choice.label}</ListItemText>
    </MenuItem>
  );
}
