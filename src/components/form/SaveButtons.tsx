import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import SaveIcon from '@mui/icons-material/Save';

export interface SaveButtonsProps {
  /** Cancel is shown when given. */
  onCancel?: () => void;
  /** Submits the form with this id (a button outside it, in the page header). */
  formId?: string;
  /** A save without a form (a settings card); otherwise the button submits its form. */
  onSave?: () => void;
  saving?: boolean;
  /** The button's text ("Create Device", "Change password") and what it reads while saving; "Save" / "Saving..." unless given. */
  saveLabel?: string;
  savingLabel?: string;
  /** Save only, e.g. while a field is invalid. */
  disabled?: boolean;
}

/**
 * The one Cancel and Save pair of every form, in this order: Cancel (outlined) then the contained Save
 * with its progress. A form page shows it in its header (PageHeader); a dialog in its actions row; a
 * settings card at its end.
 * @example <SaveButtons onCancel={onClose} saving={isSubmitting} saveLabel="Reset password" savingLabel="Resetting..." />
 */
export function SaveButtons(props: SaveButtonsProps) {
  const { onCancel, formId, onSave, saving, saveLabel = 'Save', savingLabel = 'Saving...', disabled } = props;
  return (
    <>
      {onCancel ? (
        <Button variant="outlined" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      ) : null}
      <Button
        variant="contained"
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
        type={onSave ? 'button' : 'submit'}
        form={formId}
        onClick={onSave}
        disabled={saving || disabled}
      >
        {saving ? savingLabel : saveLabel}
      </Button>
    </>
  );
}

export default SaveButtons;
