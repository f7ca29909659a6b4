import { useNavigate } from 'react-router';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import { useAppDispatch, useAppSelector } from '../../core/state/hooks';
import { selectActiveSite, siteSwitchRequested } from '../../core/tenancy/tenancySlice';
import { useListSitesQuery } from '../../core/tenancy/sitesApi';
import { paths } from '../../core/paths';
import { truncate } from '../../components/format';
import { backItem, choiceItem } from './switchMenuItems';

// The menu lists at most one page of sites; /sites pages through the rest.
const SITE_MENU_QUERY = { page: 1, pageSize: 100, ordering: 'name' } as const;

/** "Switch Site" view of the user menu: the active customer's sites and "Add site". */
export function SiteSwitchList({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const activeSite = useAppSelector(selectActiveSite);
  const { data, isLoading, isError } = useListSitesQuery(SITE_MENU_QUERY);

  const status = isLoading
    ? 'Loading sites...'
    : isError
      ? 'Could not load sites'
      : data?.data.length === 0
        ? 'No sites yet'
        : null;

  return [
    backItem(onBack),
    ...(status
      ? [
          <MenuItem key="status" disabled>
            <ListItemText inset>{status}</ListItemText>
          </MenuItem>,
        ]
      : []),
    ...(data?.data ?? []).map((site) =>
      choiceItem({
        id: site.id,
        label: truncate(site.name),
        active: site.id === activeSite?.id,
        onDone,
        onSwitch: () =>
          dispatch(
            siteSwitchRequested({ site: { id: site.id, name: site.name, description: site.description ?? '' } }),
          ),
      }),
    ),
    <MenuItem
      key="add"
      onClick={() => {
        onDone();
        navigate(paths.siteCreate);
      }}
    >
      <ListItemIcon>
        <AddIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Add site</ListItemText>
    </MenuItem>,
  ];
}
