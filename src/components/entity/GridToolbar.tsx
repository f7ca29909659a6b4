import Tooltip from '@mui/material/Tooltip';
import {
  ColumnsPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridDensity,
} from '@mui/x-data-grid';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import DensityLargeIcon from '@mui/icons-material/DensityLarge';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';

const NEXT_DENSITY: Record<GridDensity, GridDensity> = {
  standard: 'compact',
  compact: 'comfortable',
  comfortable: 'standard',
};
const DENSITY_ICON = { compact: DensitySmallIcon, standard: DensityMediumIcon, comfortable: DensityLargeIcon };

/** The grid's own toolbar: which columns show, and the row density (both remembered per user). */
export function GridToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const DensityIcon = DENSITY_ICON[density];
  return (
    <Toolbar>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title={`Density: ${density}`}>
        <ToolbarButton aria-label="Density" onClick={() => apiRef.current.setDensity(NEXT_DENSITY[density])}>
          <DensityIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}
