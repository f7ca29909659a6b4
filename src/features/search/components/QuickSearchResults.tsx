import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { truncate } from '../../../components/format';
import type { SearchResult } from '../searchApi';
import { placeLabel, typeLabel } from '../searchResultPaths';

type Props = {
  listId: string;
  results: SearchResult[];
  activeIndex: number;
  onHover: (index: number) => void;
  onOpen: (result: SearchResult) => void;
  activeSiteId: number | undefined;
};

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The result list of the quick search: a listbox whose active option follows the arrow keys. */
export const QuickSearchResults = memo(function QuickSearchResults({
  listId,
  results,
  activeIndex,
  onHover,
  onOpen,
  activeSiteId,
}: Props) {
  return (
    <List id={listId} role="listbox" aria-label="Search results" dense sx={{ py: 0 }}>
      {results.map((result, index) => {
        const place = placeLabel(result, activeSiteId);
        return (
          <ListItemButton
            key={`${result.type}-${result.id}`}
            id={optionId(listId, index)}
            role="option"
            aria-selected={index === activeIndex}
            selected={index === activeIndex}
            onMouseEnter={() => onHover(index)}
            onClick={() => onOpen(result)}
            tabIndex={-1}
          >
            <ListItemText
              primary={truncate(result.name)}
              secondary={result.description ? truncate(result.description) : undefined}
            />
            <Box sx={{ pl: 1, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.25 }}>
              <Chip size="small" variant="outlined" label={typeLabel(result.type)} />
              {place ? (
                <Typography variant="caption" color="textSecondary" noWrap sx={{ maxWidth: 160 }}>
                  {truncate(place)}
                </Typography>
              ) : null}
            </Box>
          </ListItemButton>
        );
      })}
    </List>
  );
});
