import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BulkSelectionBarProps } from '../../components/entity/listBulkEditor';

/** Above a list with ticked rows: how many, "Select all N matching", Edit selected, Delete selected. */
export default function BulkSelectionBar(props: BulkSelectionBarProps) {
  const { selected, total, allMatching, plural, onAllMatching, onEdit, onDelete, onClear } = props;
  const count = allMatching ? total : selected;
  return (
    <Stack
      direction="row"
      spacing={1}
      role="region"
      aria-label="Selection"
      sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
    >
      <Typography role="status">
        {allMatching ? `All ${total} matching ${plural} selected` : `${selected} selected`}
      </Typography>
      {!allMatching && total > selected ? (
        <Button size="small" onClick={onAllMatching}>
          Select all {total} matching
        </Button>
      ) : null}
      <Button size="small" variant="outlined" onClick={onEdit} disabled={count === 0}>
        Edit selected
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={onDelete} disabled={count === 0}>
        Delete selected
      </Button>
      <Button size="small" onClick={onClear}>
        Clear selection
      </Button>
    </Stack>
  );
}
