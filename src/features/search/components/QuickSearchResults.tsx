import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { truncate } from '../../../components/format';
import type { SearchResult } from '../searchApi';
import { typeLabel } from '../searchResultPaths';

type Props = {
  listId: string;
  results: SearchResult[];
  activeIndex: number;
  onHover: (index: number) => void;
  onOpen: (result: SearchResult) => void;
};

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The result list of the quick search: a listbox whose active option follows the arrow keys. */
export const QuickSearchResults = memo(function QuickSearchResults({
  listId,
  results,
  activeIndex,
  onHover,
  onOpen,
}: Props) {
  return (
    <List id={listId} role="listbox" aria-label="Search results" dense sx={{ py: 0 }}>
      {results.map((result, index) => (
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
          <Box sx={{ pl: 1 }}>
            <Chip size="small" variant="outlined" label={typeLabel(result.type)} />
          </Box>
        </ListItemButton>
      ))}
    </List>
  );
});
