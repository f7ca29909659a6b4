import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { serviceLabel } from './healthStatus';

/** Services with Up/Down and their response times (requirements §9: in ms). */
export function ServiceList({
  label,
  services,
  times,
}: {
  label: string;
  services: Record<string, boolean>;
  times: Record<string, number>;
}) {
  return (
    <List dense disablePadding aria-label={label}>
      {Object.entries(services).map(([name, up]) => (
        <ListItem
          key={name}
          disableGutters
          secondaryAction={
            <Chip size="small" variant="outlined" color={up ? 'success' : 'error'} label={up ? 'Up' : 'Down'} />
          }
        >
          <ListItemText
            primary={serviceLabel(name)}
            secondary={typeof times[name] === 'number' ? `${Math.round(times[name]!)} ms` : 'No response time'}
          />
        </ListItem>
      ))}
    </List>
  );
}
