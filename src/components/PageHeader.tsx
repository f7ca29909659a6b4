import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { SaveButtons } from './form/SaveButtons';
import { usePageShortcuts } from './pageShortcuts';

/** Tooltip on a delete that the server says cannot happen (requirements §2.3). */
export const CANNOT_DELETE = 'Cannot Delete';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Optional breadcrumbs rendered above the title. */
  breadcrumbs?: ReactNode;
  onDelete?: () => void;
  /** A disabled delete stays visible and explains itself with the "Cannot Delete" tooltip. */
  deleteDisabled?: boolean;
  /** What blocks the delete, named under "Cannot Delete", e.g. "It still has 3 floors." */
  deleteDisabledReason?: string;
  onCancel?: () => void;
  /** Edit and Save share a slot: Save wins when both are given. */
  onEdit?: () => void;
  onSave?: () => void;
  /** Makes Save a submit button of the form with this id (so Formik validates first). */
  saveFormId?: string;
  saving?: boolean;
  /** The Save button's text ("Create Device") and what it reads while saving ("Creating..."); "Save" / "Saving..." unless given. */
  saveLabel?: string;
  savingLabel?: string;
  onCreate?: () => void;
  createLabel?: string;
  onSubmit?: () => void;
  submitting?: boolean;
  /** Extra actions, shown before the standard ones. */
  actions?: ReactNode;
}

const progress = <CircularProgress size={16} color="inherit" />;

function CannotDelete({ reason }: { reason?: string }) {
  return (
    <>
      {CANNOT_DELETE}
      {reason ? <Box sx={{ fontWeight: 'normal', mt: 0.5 }}>{reason}</Box> : null}
    </>
  );
}

/**
 * The title row of every page with its standard buttons, in a fixed order:
 * extras, Delete, Cancel, Edit or Save, Create, Submit.
 * @example <PageHeader title="Sites" onCreate={() => navigate(paths.siteCreate)} createLabel="Create site" />
 */
export function PageHeader(props: PageHeaderProps) {
  const { title, subtitle, breadcrumbs, onDelete, deleteDisabled, onCancel, onEdit, onSave, saveFormId } = props;
  const { saving, onCreate, createLabel = 'Create', onSubmit, submitting, actions, deleteDisabledReason } = props;
  const { saveLabel = 'Save', savingLabel = 'Saving...' } = props;
  const showSave = Boolean(onSave || saveFormId);
  // `n` and `e` do what this header's Create and Edit buttons do, and only when they are shown.
  usePageShortcuts({ create: onCreate, edit: showSave ? undefined : onEdit });

  return (
    <Box component="header" sx={{ mb: 3 }}>
      {breadcrumbs}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" noWrap>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="textSecondary">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {actions}
          {onDelete ? (
            <Tooltip title={deleteDisabled ? <CannotDelete reason={deleteDisabledReason} /> : ''}>
              {/* The span keeps the tooltip working on a disabled button. */}
              <span>
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteIcon />}
                  onClick={onDelete}
                  disabled={deleteDisabled}
                >
                  Delete
                </Button>
              </span>
            </Tooltip>
          ) : null}
          {showSave ? (
            <SaveButtons
              onCancel={onCancel}
              formId={saveFormId}
              onSave={saveFormId ? undefined : onSave}
              saving={saving}
              saveLabel={saveLabel}
              savingLabel={savingLabel}
            />
          ) : onCancel ? (
            <Button variant="outlined" onClick={onCancel} disabled={saving || submitting}>
              Cancel
            </Button>
          ) : null}
          {showSave ? null : onEdit ? (
            <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
              Edit
            </Button>
          ) : null}
          {onCreate ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
              {createLabel}
            </Button>
          ) : null}
          {onSubmit ? (
            <Button
              variant="contained"
              onClick={onSubmit}
              disabled={submitting}
              startIcon={submitting ? progress : undefined}
            >
              {submitting ? 'Submitting...' : 'Submit'}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}

export default PageHeader;
